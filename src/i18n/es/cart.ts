export const cart = {
  title: 'Carrito',
  /** After "Volver a comprar" (account orders): in the cart's area, the one the page's scripts already ship. */
  orderToCartDone: 'Los productos del pedido están en tu carrito.',
  empty: 'Tu carrito está vacío',
  loading: 'Cargando tu carrito…',
  added: 'Se agregó {name} al carrito.',
  subtotal: 'Subtotal',
  shipping: 'Envío',
  discount: 'Descuento',
  total: 'Total',
  checkout: 'Tramitar compra',
  viewCart: 'Ver cesta ({count})',
  clear: 'Limpiar carrito',
  increase: 'Aumentar cantidad',
  decrease: 'Disminuir cantidad',
  remove: 'Eliminar {name}',
  quantity: 'Cantidad',
  clearConfirm: {
    title: '¿Estás seguro?',
    text: 'Se eliminarán todos los productos de tu carrito',
  },
  ageCheck: {
    title: '¿Eres mayor de 18?',
    text: 'Alguno de los productos agregados al carrito es para mayores de edad. Si eres mayor de 18, por favor confirma tu edad para continuar',
  },
  errors: {
    invalidData: 'Datos no válidos',
    server: 'Fallo en el servidor.',
    badForm: 'Solicitud no válida: revisa el producto y la cantidad.',
  },
  couponApplied: 'Cupón aplicado.',
  /** A quantity above the stock, lowered to it (src/lib/cart/stock-limit.ts). */
  onlyLeft: '{n:Solo queda|Solo quedan} {n} {n:unidad|unidades}; hemos ajustado la cantidad.',
  /** A quantity above the cart's per-line limit (CART_LINE_MAX_QUANTITY), lowered to it. */
  lineLimit: 'Puedes pedir como mucho {n} {n:unidad|unidades} de un producto; hemos ajustado la cantidad.',
  /** The cart page's bar to checkout (issue 27: the name the large Spanish shops give it). */
  checkoutOrder: 'Tramitar pedido',
  /** How far the cart is from the free shipping the API's `free_shipping_from` gives. */
  freeShippingLeft: 'Te faltan {amount} para el envío gratis.',
  freeShippingReached: '¡Ya tienes el envío gratis!',
  couponLabel: 'Código de cupón',
  couponApply: 'Aplicar cupón',
  couponsAvailable: 'Cupones disponibles',
  update: 'Actualizar',
  unitPrice: 'Precio unidad',
  lineTotal: 'Total línea',
  summary: 'Resumen del pedido',
  continueShopping: 'Seguir comprando',
  description: 'Tu carrito de la compra.',
} as const;
