/** Colours of the dark sidebar (shared by the expanded tree, the collapsed rail and the phone drawer). */
export const SIDEBAR = {
  bg: '#001529',
  subBg: '#000c17',
  text: 'rgba(255, 255, 255, 0.68)',
  textActive: '#ffffff',
  hoverBg: 'rgba(255, 255, 255, 0.06)',
  activeBg: '#1d56ed',
  width: '210px',
  railWidth: '64px',
  headerHeight: '50px',
} as const;
