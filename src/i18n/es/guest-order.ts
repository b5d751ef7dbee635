export const guestOrder = {
  title: 'Consultar un pedido',
  description: 'Consulta un pedido hecho como invitado con su número y tu correo o teléfono.',
  lookupText: 'Escribe el número del pedido y el correo o el teléfono con el que lo hiciste.',
  orderId: 'Número de pedido',
  contact: 'Correo electrónico o teléfono',
  find: 'Buscar el pedido',
  notFound: 'No encontramos ningún pedido con esos datos.',
} as const;
