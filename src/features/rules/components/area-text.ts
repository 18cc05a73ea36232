/** Shows a row's province / city / district names as one path. */
export const areaText = (r: { province: string; city: string; district: string }, anywhere: string) =>
  [r.province, r.city, r.district].filter(Boolean).join(' / ') || anywhere;
