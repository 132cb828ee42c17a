import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
