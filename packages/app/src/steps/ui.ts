// The second step of the app's start (main.tsx): the component library's shared code and React Aria's.
export { loadIcons } from '@courier/ui';
