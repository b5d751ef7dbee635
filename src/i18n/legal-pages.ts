/**
 * The prose of the legal pages (part of the Spanish catalogue; `es.legal` holds their titles).
 * Placeholders filled from settings: {company} {nif} {address} {registry} {email} {shop} {operator}.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  description: string;
  updated: string;
  sections: LegalSection[];
}

export const legalPages: Record<
  'avisoLegal' | 'privacidad' | 'cookies' | 'terminos' | 'sobreNosotros',
  LegalPage
> = {
  avisoLegal: {
    description:
      'Aviso legal de {shop}: datos identificativos del titular, condiciones de uso y legislación aplicable.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Datos identificativos',
        paragraphs: [
          'En cumplimiento del artículo 10 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se informa de los datos del titular de este sitio web:',
        ],
        list: [
          'Titular: {company}',
          'NIF: {nif}',
          'Domicilio: {address}',
          'Correo electrónico: {email}',
          'Datos registrales: {registry}',
        ],
      },
      {
        heading: 'Objeto',
        paragraphs: [
          '{shop} es un mercado en línea de tiendas temáticas (cocina y menaje, bebidas, bricolaje, mascotas, electrónica, jamón, una tienda asociada y tarjetas regalo) operado por {operator}. Este aviso regula el acceso y el uso del sitio web.',
        ],
      },
      {
        heading: 'Condiciones de uso',
        paragraphs: [
          'El acceso al sitio es gratuito. La persona usuaria se compromete a hacer un uso lícito del sitio, a no dañar sus sistemas ni los de terceros y a facilitar datos veraces cuando realice una compra o cree una cuenta.',
        ],
      },
      {
        heading: 'Propiedad intelectual e industrial',
        paragraphs: [
          'Los textos, imágenes, marcas, logotipos y el diseño del sitio pertenecen al titular o a terceros que han autorizado su uso. No se permite su reproducción, distribución o transformación sin autorización expresa, salvo para uso personal y privado.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          'El titular trabaja para que la información del sitio sea exacta y esté actualizada, y corrige los errores en cuanto los conoce. No responde de los daños causados por un uso indebido del sitio ni del contenido de los sitios de terceros enlazados.',
        ],
      },
      {
        heading: 'Legislación aplicable y jurisdicción',
        paragraphs: [
          'Este aviso se rige por la legislación española. Para cualquier controversia con personas consumidoras serán competentes los juzgados y tribunales de su domicilio.',
        ],
      },
    ],
  },
  privacidad: {
    description:
      'Política de privacidad de {shop}: qué datos tratamos, para qué, durante cuánto tiempo y cómo ejercer tus derechos.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Responsable del tratamiento',
        paragraphs: [
          '{company}, con NIF {nif} y domicilio en {address}. Puedes escribirnos a {email} para cualquier cuestión sobre tus datos personales.',
        ],
      },
      {
        heading: 'Finalidades',
        paragraphs: ['Tratamos tus datos para:'],
        list: [
          'Gestionar tus pedidos, el pago, el envío, las devoluciones y las facturas.',
          'Gestionar tu cuenta de cliente, si decides crearla.',
          'Avisarte del estado de tu pedido por WhatsApp al número que nos facilites.',
          'Publicar las valoraciones y opiniones que escribas sobre los productos.',
          'Atender tus consultas y reclamaciones.',
          'Medir el uso de la tienda y mostrarte publicidad personalizada, solo si lo aceptas en el aviso de cookies.',
        ],
      },
      {
        heading: 'Bases jurídicas',
        paragraphs: [
          'La ejecución del contrato de compraventa (pedidos, pagos, envíos y avisos del pedido); el cumplimiento de obligaciones legales (facturación, contabilidad, garantías); tu consentimiento (analítica, marketing y publicación de opiniones), que puedes retirar en cualquier momento; y el interés legítimo en prevenir el fraude y mantener la seguridad de la tienda.',
        ],
      },
      {
        heading: 'Plazos de conservación',
        paragraphs: [
          'Conservamos los datos de los pedidos durante la relación comercial y después durante los plazos legales (seis años para la documentación contable y fiscal). Los datos de la cuenta se conservan hasta que la elimines. Los datos tratados con tu consentimiento, hasta que lo retires.',
        ],
      },
      {
        heading: 'Destinatarios',
        paragraphs: [
          'Comunicamos los datos imprescindibles a la entidad de pago (Redsys y el banco emisor de tu tarjeta), a las empresas de transporte que entregan tu pedido y al proveedor de mensajería de WhatsApp. Nuestros proveedores de alojamiento y de servicios informáticos acceden a los datos como encargados del tratamiento, con contrato y bajo nuestras instrucciones.',
        ],
      },
      {
        heading: 'Transferencias internacionales',
        paragraphs: [
          'Si algún proveedor trata datos fuera del Espacio Económico Europeo, lo hace con garantías adecuadas, como una decisión de adecuación de la Comisión Europea o cláusulas contractuales tipo.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y retirar tu consentimiento en cualquier momento, escribiendo a {email} e indicando el derecho que ejerces. Si consideras que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos (AEPD, www.aepd.es).',
        ],
      },
      {
        heading: 'Menores de edad',
        paragraphs: [
          'La tienda no se dirige a menores de 14 años. Los productos con alcohol solo se venden a personas mayores de 18 años, que deben confirmar su edad antes de comprarlos.',
        ],
      },
    ],
  },
  cookies: {
    description:
      'Política de cookies de {shop}: qué cookies usamos, para qué y cómo aceptarlas, rechazarlas o cambiar tu elección.',
    updated: '2026-11-22',
    sections: [
      {
        heading: '¿Qué son las cookies?',
        paragraphs: [
          'Son pequeños archivos que el sitio guarda en tu navegador para recordar información entre una página y otra, como el contenido de tu carrito o tu elección sobre las cookies.',
        ],
      },
      {
        heading: 'Cookies que usamos',
        paragraphs: [
          'Solo usamos las cookies necesarias mientras no nos des tu consentimiento. Las analíticas y las de marketing se instalan únicamente si las aceptas.',
        ],
        list: [
          'Sesión (necesaria): mantiene tu carrito y tu sesión iniciada. Dura hasta 2 horas de inactividad.',
          'XSRF-TOKEN (necesaria): protege los formularios frente a peticiones falsificadas. Dura lo mismo que la sesión.',
          'Preferencia de cookies (necesaria): recuerda tu elección sobre las cookies. Dura 365 días.',
          'Analíticas (con tu consentimiento): miden de forma agregada cómo se usa la tienda. Duran hasta 2 años.',
          'Marketing (con tu consentimiento): permiten mostrarte publicidad relacionada con tus intereses. Duran hasta 2 años.',
        ],
      },
      {
        heading: 'Cómo aceptar, rechazar o cambiar tu elección',
        paragraphs: [
          'En tu primera visita un aviso te permite aceptar todas las cookies, rechazar las opcionales o configurarlas por categorías; rechazar es tan sencillo como aceptar. Puedes cambiar tu elección cuando quieras desde el enlace «Configurar cookies» del pie de página.',
        ],
      },
      {
        heading: 'Cómo borrarlas desde el navegador',
        paragraphs: [
          'También puedes borrar o bloquear las cookies desde la configuración de tu navegador. Si bloqueas las necesarias, el carrito y el inicio de sesión dejarán de funcionar.',
        ],
      },
    ],
  },
  terminos: {
    description:
      'Términos y condiciones de compra en {shop}: precios, pago, envío, derecho de desistimiento de 14 días y garantía.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Información precontractual',
        paragraphs: [
          'El vendedor es {company} (NIF {nif}, {address}, {email}). Antes de pagar verás el precio final de cada producto con el IVA incluido, los gastos de envío y el importe total del pedido.',
        ],
      },
      {
        heading: 'Proceso de compra',
        paragraphs: [
          'Puedes comprar con una cuenta de cliente o como invitado. Añade los productos al carrito, indica la dirección de envío, elige el transportista y paga. Te enviaremos la confirmación del pedido y los avisos de su estado por WhatsApp.',
        ],
      },
      {
        heading: 'Pago',
        paragraphs: [
          'El pago se realiza con tarjeta a través de la pasarela segura de Redsys, con autenticación reforzada 3-D Secure cuando tu banco la solicite. La tienda nunca ve ni guarda los datos de tu tarjeta.',
        ],
      },
      {
        heading: 'Entrega',
        paragraphs: [
          'Enviamos a toda España. El plazo de entrega habitual es de 24 a 72 horas laborables desde la confirmación del pago; si un producto no está disponible te avisaremos y podrás cancelar el pedido con el reembolso de lo pagado.',
        ],
      },
      {
        heading: 'Derecho de desistimiento',
        paragraphs: [
          'Puedes desistir de la compra sin dar ninguna razón en un plazo de 14 días naturales desde el día en que recibes el producto. Para ejercerlo, comunícanoslo por correo electrónico a {email} con una declaración inequívoca, por ejemplo con el modelo de formulario que figura más abajo.',
          'Te reembolsaremos todos los pagos recibidos, incluidos los gastos de envío ordinarios, en un plazo máximo de 14 días naturales desde que nos comuniques tu decisión, por el mismo medio de pago que usaste. Podemos retener el reembolso hasta recibir el producto o una prueba de su devolución.',
        ],
      },
      {
        heading: 'Excepciones al desistimiento',
        paragraphs: [
          'No cabe el desistimiento en los casos del artículo 103 del Real Decreto Legislativo 1/2007, entre ellos:',
        ],
        list: [
          'Alimentos precintados, como el jamón o los embutidos, que se hayan desprecintado tras la entrega.',
          'Bienes que puedan deteriorarse o caducar con rapidez.',
          'Tarjetas regalo que ya se hayan utilizado.',
        ],
      },
      {
        heading: 'Modelo de formulario de desistimiento',
        paragraphs: [
          'A la atención de {company}, {address}, {email}:',
          'Por la presente le comunico/comunicamos (*) que desisto/desistimos (*) de mi/nuestro (*) contrato de venta del siguiente bien (*): [producto]. Pedido el/recibido el (*): [fecha]. Nombre del consumidor o de los consumidores: [nombre]. Domicilio del consumidor o de los consumidores: [domicilio]. Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel). Fecha: [fecha].',
          '(*) Táchese lo que no proceda.',
        ],
      },
      {
        heading: 'Garantía',
        paragraphs: [
          'Los productos tienen una garantía legal de tres años desde la entrega ante cualquier falta de conformidad, conforme al Real Decreto Legislativo 1/2007. Escríbenos a {email} y te indicaremos cómo repararlo, sustituirlo o reembolsarlo.',
        ],
      },
      {
        heading: 'Bebidas alcohólicas',
        paragraphs: [
          'Solo vendemos bebidas alcohólicas a personas mayores de 18 años. Al añadirlas al carrito te pediremos que confirmes tu edad, y el transportista puede solicitar un documento de identidad en la entrega.',
        ],
      },
      {
        heading: 'Tarjetas regalo',
        paragraphs: [
          'Las tarjetas regalo se canjean en cualquiera de nuestras tiendas temáticas por su importe, no se cambian por dinero y son válidas durante el plazo que figure en ellas.',
        ],
      },
      {
        heading: 'Valoraciones de productos',
        paragraphs: [
          'Tras la entrega puedes valorar los productos de tu pedido. Publicamos las opiniones de compras verificadas, sin modificarlas, salvo las que contengan insultos, datos personales o contenido ajeno al producto.',
        ],
      },
      {
        heading: 'Atención al cliente y reclamaciones',
        paragraphs: [
          'Para cualquier consulta o reclamación escríbenos a {email}; te responderemos en el menor plazo posible y siempre antes de un mes. Tienes a tu disposición hojas de reclamaciones oficiales, que puedes solicitarnos por correo electrónico.',
        ],
      },
    ],
  },
  sobreNosotros: {
    description: 'Quiénes somos: {shop}, un mercado de tiendas temáticas operado por {operator}.',
    updated: '2026-11-22',
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          '{shop} reúne en un solo lugar tiendas temáticas especializadas, cada una con su propia selección de productos y marcas, y un solo carrito, un solo pago y un solo seguimiento del pedido.',
        ],
      },
      {
        heading: 'Nuestras tiendas',
        paragraphs: [
          'Cocina y menaje de mesa, bebidas y accesorios, bricolaje, mascotas, electrónica, jamón y embutidos ibéricos de Jamoval, la tienda de nuestra marca asociada Asayaor y tarjetas regalo para todas ellas.',
        ],
      },
      {
        heading: 'Quién opera la plataforma',
        paragraphs: [
          'La plataforma está operada por {operator}, que se ocupa de la tienda en línea, los pagos seguros y la atención al cliente.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: [
          'Escríbenos a {email}. Te ayudaremos con tus pedidos, devoluciones, facturas o cualquier duda sobre nuestros productos.',
        ],
      },
    ],
  },
};
