import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: { primary: '#4f46e5', onPrimary: '#ffffff', text: '#1e293b' },
  space: { sm: '0.5rem', md: '1rem' },
  radius: { md: '0.375rem' },
});
