export const quickBuy = {
  title: 'Agregado al carrito',
  sku: 'Ref.: {sku}',
  unitTimesQuantity: '{unit} x {quantity}',
  pay: 'Pagar',
  viewCart: 'Ver carrito',
  close: 'Cerrar',
} as const;
