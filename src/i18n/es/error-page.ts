export const errorPage = {
  title: 'Se ha producido un error',
  text: 'No hemos podido mostrar esta página. Inténtalo de nuevo en unos minutos.',
  status: 'Código de error: {status}',
  retry: 'Reintentar',
} as const;
