/** Marker colours by time-limit status (spec: A_NORMAL, B_WARNING, C_DANGER); anything else is grey. */
export const LIMITATION_COLOURS = { A_NORMAL: '#16a34a', B_WARNING: '#f59e0b', C_DANGER: '#dc2626', other: '#64748b' } as const;

export function limitationColour(code: string): string {
  return code in LIMITATION_COLOURS ? LIMITATION_COLOURS[code as keyof typeof LIMITATION_COLOURS] : LIMITATION_COLOURS.other;
}
