export const legal = {
  backToShop: 'Volver a la tienda',
  updated: 'Última actualización:',
  exampleSeller:
    'Empresa de ejemplo: los datos del titular de esta página son ficticios y se sustituirán por los de la empresa real antes de abrir la tienda.',
  titles: {
    avisoLegal: 'Aviso legal',
    privacidad: 'Política de privacidad',
    cookies: 'Política de cookies',
    terminos: 'Términos y condiciones',
    sobreNosotros: 'Sobre nosotros',
  },
} as const;
