/** Strings of the socket's status dot. */
export const en = {
  socket: {
    state: {
      idle: 'Real-time connection: off',
      connecting: 'Real-time connection: connecting…',
      connected: 'Real-time connection: connected',
    },
  },
};

export const zh = {
  socket: {
    state: {
      idle: '实时连接：未连接',
      connecting: '实时连接：连接中…',
      connected: '实时连接：已连接',
    },
  },
};
