// The icon modules' shapes name their one source, src/icons/iconBody.ts, by import() types: a
// declaration of an ambient module cannot import a module by a relative name.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'virtual:courier-icon-set/*' {
  const set: {
    width: number;
    height: number;
    icons: Record<string, import('./icons/iconBody').IconSetEntry>;
  };
  export default set;
}

declare module 'virtual:courier-icon/*' {
  const icon: import('./icons/iconBody').IconEntry;
  export default icon;
}

declare module 'virtual:courier-icons-used' {
  const used: Record<string, () => Promise<{ default: import('./icons/iconBody').IconEntry }>>;
  export default used;
}
/* eslint-enable @typescript-eslint/consistent-type-imports */

/** Stylesheets imported for their side effects (the font). */
declare module '*.css';

declare module '*.wasm?url' {
  const url: string;
  export default url;
}
