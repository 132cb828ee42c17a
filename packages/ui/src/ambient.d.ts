declare module 'virtual:courier-icon-set/*' {
  const set: {
    width: number;
    height: number;
    icons: Record<string, string | [string, number, number]>;
  };
  export default set;
}

/** Stylesheets imported for their side effects (the font). */
declare module '*.css';

declare module '*.wasm?url' {
  const url: string;
  export default url;
}
