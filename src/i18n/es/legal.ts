export const legal = {
  backToShop: 'Volver a la tienda',
  updated: 'Última actualización:',
  titles: {
    avisoLegal: 'Aviso legal',
    privacidad: 'Política de privacidad',
    cookies: 'Política de cookies',
    terminos: 'Términos y condiciones',
    sobreNosotros: 'Sobre nosotros',
  },
} as const;
