import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconCircle = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: '50%',
    flexShrink: 0,
  },
  variants: {
    tone: {
      warn: { background: vars.color.warn.soft, color: vars.color.warn.text },
      primary: { background: vars.color.primary.soft, color: vars.color.primary.text },
      info: { background: vars.color.info.soft, color: vars.color.info.text },
      success: { background: vars.color.success.soft, color: vars.color.success.text },
    },
  },
});
