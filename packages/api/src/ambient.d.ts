/** Icon names per namespace, from the icon-sets build plugin of @courier/ui. */
declare module 'virtual:courier-icon-names/*' {
  const names: string[];
  export default names;
}

/** A file inlined by the build as a data URL (Vite's `?inline`): the label's fonts. */
declare module '*.ttf?inline' {
  const dataUrl: string;
  export default dataUrl;
}
