/** Icon names per namespace, from the icon-sets build plugin of @courier/ui. */
declare module 'virtual:courier-icon-names/*' {
  const names: string[];
  export default names;
}
