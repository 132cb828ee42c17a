declare module 'virtual:courier-icon-set/*' {
  const set: {
    width: number;
    height: number;
    icons: Record<string, import('./icons/iconBody').IconBody | [import('./icons/iconBody').IconBody, number, number]>;
  };
  export default set;
}

declare module 'virtual:courier-icon/*' {
  const icon: [body: import('./icons/iconBody').IconBody, width: number, height: number];
  export default icon;
}

declare module 'virtual:courier-icons-used' {
  const used: Record<string, () => Promise<{ default: [body: import('./icons/iconBody').IconBody, width: number, height: number] }>>;
  export default used;
}

/** Stylesheets imported for their side effects (the font). */
declare module '*.css';

declare module '*.wasm?url' {
  const url: string;
  export default url;
}
