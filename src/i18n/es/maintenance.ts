export const maintenance = {
  title: 'Servicio en mantenimiento',
  text: 'Nuestros técnicos están actualizando la tienda. Volveremos a estar disponibles en breve.',
} as const;
