import { useSyncExternalStore } from 'react';
import type { Store } from './store';

/** A store's value in a component, drawn again when it changes. Apart from the store, which the start's first script uses without React. */
export const useStore = <T>(store: Store<T>) => useSyncExternalStore(store.subscribe, store.get, store.get);
