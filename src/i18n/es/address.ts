export const address = {
  name: 'Nombre',
  surname: 'Apellidos',
  street: 'Calle',
  number: 'Número',
  floor: 'Piso y puerta',
  postalCode: 'Código postal',
  city: 'Localidad',
  province: 'Provincia',
  phone: 'Teléfono',
  billingName: 'Nombre o razón social',
  nif: 'NIF, NIE o CIF',
} as const;
