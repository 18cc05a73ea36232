/** Renders nothing; blocks Backspace outside editable fields while the shell is mounted (spec §6). */
import { useEffect } from 'react';
import { installBackspaceGuard } from '../utils/backspace-guard';

export function BackspaceGuardEffect() {
  useEffect(() => installBackspaceGuard(window), []);
  return null;
}
