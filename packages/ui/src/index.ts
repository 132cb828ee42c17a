export * from './primitives/Button';
