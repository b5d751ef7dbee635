/**
 * What buyers write, by kind of product (a kind's `reviews` names its family) and by how happy
 * they are: a remark about the product itself, then sometimes one about the order. A review's
 * text always agrees with its stars.
 */

type Mood = 'good' | 'mixed' | 'bad';
type Remarks = Record<Mood, string[]>;

const FAMILIES: Record<string, Remarks> = {
  wine: {
    good: [
      'Muy buen vino para lo que cuesta; en la cena gustó a todos.',
      'Redondo y con mucha fruta, repetiré.',
      'Llegó bien embalado y a la temperatura justa para abrirlo en unos días.',
      'Acompañó un cordero asado de maravilla.',
    ],
    mixed: [
      'Correcto, aunque algo más ligero de lo que esperaba.',
      'Bien, pero le falta un poco de cuerpo para mi gusto.',
    ],
    bad: [
      'Una de las botellas llegó con el corcho mojado.',
      'Demasiada madera para mi gusto, no lo volvería a comprar.',
    ],
  },
  spirits: {
    good: [
      'Suave y muy aromática, ideal para gin-tonic.',
      'Se nota la calidad; solo con un hielo está buenísimo.',
      'Buen precio comparado con el supermercado.',
    ],
    mixed: [
      'Está bien, pero no noto gran diferencia con otras más baratas.',
      'Correcto para combinados, solo se hace algo fuerte.',
    ],
    bad: ['La caja venía abollada y el tapón no cerraba bien.', 'Demasiado alcohólico, le falta aroma.'],
  },
  beer: {
    good: [
      'Muy sabrosa, con mucho lúpulo y buena espuma.',
      'La de trigo es una delicia bien fría.',
      'Llegaron todas las botellas perfectas y bien protegidas.',
    ],
    mixed: ['Buena, pero algo cara por unidad.', 'Bien, aunque esperaba más aroma.'],
    bad: ['Una botella llegó rota y mojó todo el paquete.', 'Demasiado amarga para mi gusto.'],
  },
  softDrinks: {
    good: [
      'Sabe a fruta de verdad, a los niños les encanta.',
      'Cómodo que te lo suban a casa, el pack pesa mucho.',
      'Fecha de consumo larga y buen sabor.',
    ],
    mixed: ['Bien, aunque el precio por litro no es el mejor.', 'Correcto, sin más.'],
    bad: ['Un brik llegó pinchado.', 'Venía con la fecha de consumo muy próxima.'],
  },
  barTools: {
    good: [
      'Abre las botellas sin esfuerzo y parece que va a durar años.',
      'Muy bien acabado, lo uso a diario.',
      'Cierra perfectamente, no se sale nada al agitar.',
    ],
    mixed: [
      'Cumple, aunque el acabado podría ser mejor.',
      'Funciona bien pero es más pequeño de lo que parece en la foto.',
    ],
    bad: ['Se aflojó la bisagra a las pocas semanas.', 'Gotea por la tapa al agitar.'],
  },
  tableware: {
    good: [
      'Las piezas son bonitas y aguantan bien el lavavajillas.',
      'Queda preciosa en la mesa, justo lo que buscaba.',
      'Todo llegó sin un rasguño, muy bien embalado.',
      'Buen grosor, no se desportillan.',
    ],
    mixed: ['Bonitas, aunque el color es algo más claro que en la foto.', 'Bien, pero pesan bastante.'],
    bad: ['Dos piezas llegaron rotas; la reposición tardó.', 'Se desconchó el borde a los pocos lavados.'],
  },
  audio: {
    good: [
      'Suena muy bien y la batería dura lo que dice.',
      'Se conecta al móvil al instante y los graves son buenos.',
      'Cómodos incluso después de horas.',
    ],
    mixed: [
      'El sonido está bien, pero el micrófono es flojo en llamadas.',
      'Bien por el precio, aunque la conexión se corta a veces.',
    ],
    bad: ['Dejó de cargar a las tres semanas.', 'El sonido se distorsiona a volumen alto.'],
  },
  phone: {
    good: [
      'Ajusta perfecta y protege bien; los botones responden.',
      'Carga rapidísimo, el móvil pasa del 10 al 60 % en media hora.',
      'Sujeta el móvil firme incluso con baches.',
    ],
    mixed: ['Cumple, aunque se calienta un poco al cargar.', 'Bien, pero coge mucha pelusa.'],
    bad: ['No era compatible con mi modelo aunque lo ponía.', 'Se despega la ventosa con el calor.'],
  },
  smartHome: {
    good: [
      'Se configura en cinco minutos con la app y funciona con el asistente de voz.',
      'Muy útil para programar la calefacción.',
      'La imagen nocturna se ve sorprendentemente bien.',
    ],
    mixed: ['Funciona, pero la app pide demasiados permisos.', 'Bien, aunque a veces tarda en responder.'],
    bad: ['Se desconecta del wifi cada pocos días.', 'No hubo manera de emparejarlo.'],
  },
  computer: {
    good: [
      'Muy cómodo y silencioso, ideal para la oficina.',
      'Velocidad real como la anunciada.',
      'La distribución española con Ñ, como debe ser.',
    ],
    mixed: [
      'Bien, aunque un poco pequeño para manos grandes.',
      'Correcto, sin más; la rueda hace algo de ruido.',
    ],
    bad: [
      'Dejó de reconocerlo el ordenador al mes.',
      'La velocidad de escritura es muy inferior a la indicada.',
    ],
  },
  cookware: {
    good: [
      'No se pega nada, ni los huevos fritos sin aceite.',
      'Calienta muy uniforme en mi placa de inducción.',
      'Pesa lo justo y el mango no se calienta.',
      'Buen tamaño para la familia; cocino a diario con ella.',
    ],
    mixed: [
      'Cocina bien, aunque pesa más de lo que esperaba.',
      'Bien, pero en inducción tarda en calentarse.',
    ],
    bad: ['El antiadherente se rayó a los dos meses.', 'Se abombó el fondo y ya no asienta en la placa.'],
  },
  knives: {
    good: [
      'Corta como el primer día después de meses.',
      'Muy bien equilibrado, da gusto trabajar con él.',
      'Buena madera, gruesa y sin astillas.',
    ],
    mixed: ['Corta bien, aunque hay que afilarlo pronto.', 'Correcto, el mango resbala un poco mojado.'],
    bad: ['Apareció óxido en la hoja al poco tiempo.', 'Se rajó al segundo lavado.'],
  },
  storage: {
    good: [
      'Cierran herméticos de verdad, nada de fugas en la mochila.',
      'Se apilan muy bien en la nevera.',
      'Los uso para congelar y aguantan perfectamente.',
    ],
    mixed: ['Bien, aunque la tapa cuesta un poco de cerrar.', 'Cumplen, pero la junta coge olor.'],
    bad: ['Una tapa llegó rota.', 'Al primer lavado la tapa se deformó.'],
  },
  petGear: {
    good: [
      'A mi perro le encanta, no hay quien lo saque de ahí.',
      'Muy resistente, y eso que mi gata lo usa a diario.',
      'La talla se corresponde con la guía, acerté a la primera.',
      'Fácil de limpiar y no resbala.',
    ],
    mixed: ['Bien, aunque la talla es algo justa.', 'Cumple, pero tardó un poco en gustarle.'],
    bad: ['Lo destrozó en dos días.', 'Las costuras se abrieron al primer lavado.'],
  },
  catLitter: {
    good: [
      'Aglomera muy bien y no huele nada.',
      'Apenas hace polvo y dura más de lo que pensaba.',
      'Mi gata la aceptó desde el primer día.',
    ],
    mixed: ['Aglomera bien pero se pega a las patas.', 'Correcta, aunque el olor vuelve a los pocos días.'],
    bad: ['El saco llegó roto y medio vacío.', 'Hace mucho polvo.'],
  },
  petFood: {
    good: [
      'Se lo come con muchas ganas y tiene el pelo brillante.',
      'Buena digestión, se nota en las cacas.',
      'Buen precio por kilo para la calidad.',
      'A mi perro le sentó genial desde el principio.',
    ],
    mixed: ['Le gusta, aunque la croqueta es algo grande.', 'Bien, pero le costó acostumbrarse.'],
    bad: ['Le sentó mal y tuvimos que cambiar.', 'El saco venía con el cierre roto.'],
  },
  powerTools: {
    good: [
      'Potente y manejable; taladra hormigón sin problema.',
      'La batería dura toda la tarde de trabajo.',
      'Cortes rectos y limpios, muy contento.',
    ],
    mixed: ['Cumple para casa, aunque vibra bastante.', 'Bien, pero el maletín es de plástico endeble.'],
    bad: ['Dejó de funcionar el percutor en la segunda semana.', 'Huele a quemado al poco de usarla.'],
  },
  handTools: {
    good: [
      'Buen acero, no se ha doblado nada.',
      'Agarre cómodo y medidas exactas.',
      'Para el precio, una calidad estupenda.',
    ],
    mixed: ['Correcto para uso doméstico.', 'Bien, aunque el estuche cierra mal.'],
    bad: ['Las puntas se redondearon enseguida.', 'Se rompió el mango al primer golpe fuerte.'],
  },
  hardware: {
    good: [
      'Venían justo las unidades indicadas y todas bien.',
      'Sujetan muy bien en ladrillo.',
      'Muy resistente, da confianza.',
    ],
    mixed: ['Bien, aunque las llaves giran algo duras.', 'Cumplen, sin más.'],
    bad: ['Varios tornillos venían sin rosca.', 'No era la medida que decía.'],
  },
  paint: {
    good: [
      'Cubre muy bien, con dos manos quedó perfecto.',
      'Casi no huele y seca rápido.',
      'El rodillo no salpica nada, un acierto.',
    ],
    mixed: [
      'Cubre bien pero necesité tres manos sobre un color oscuro.',
      'Bien, aunque el bote llegó algo abollado.',
    ],
    bad: ['Quedó con marcas y no cubre nada.', 'La brocha suelta pelos sin parar.'],
  },
  lighting: {
    good: [
      'Ilumina todo el patio y el sensor funciona bien.',
      'Mucha luz para lo pequeña que es.',
      'La batería dura varias noches de acampada.',
    ],
    mixed: ['Da buena luz, aunque algo fría.', 'Bien, pero el sensor se activa con el viento.'],
    bad: ['Dejó de funcionar con la primera lluvia.', 'La batería apenas dura una hora.'],
  },
  outdoor: {
    good: [
      'Perfecta para la playa y el camping; se monta en un minuto.',
      'Muy estable y cabe en el maletero.',
      'Asamos para seis sin problema.',
    ],
    mixed: ['Bien, aunque pesa más de lo que pensaba.', 'Cumple, pero las patas bailan un poco.'],
    bad: ['Se oxidó la parrilla tras dos usos.', 'Una de las bisagras llegó rota.'],
  },
  catblock: {
    good: [
      'Por fin podemos abrir la ventana sin miedo a que el gato salte.',
      'Se coloca sin taladrar en un momento y queda firme.',
      'Muy práctico para el balcón, el gato ni lo intenta.',
    ],
    mixed: [
      'Funciona, aunque hay que ajustar bien la presión.',
      'Bien, pero el color es más oscuro que en la foto.',
    ],
    bad: ['No se quedaba fijo en mi ventana.', 'La malla se soltó del marco.'],
  },
  ham: {
    good: [
      'Sabor espectacular, se deshace en la boca.',
      'Curación perfecta y muy buena infiltración.',
      'Llegó en dos días y muy bien presentado; triunfamos en Navidad.',
      'Las lonchas, finas y bien cortadas.',
    ],
    mixed: [
      'Bueno, aunque algo salado para mi gusto.',
      'Rico, pero tenía más grasa exterior de la que esperaba.',
    ],
    bad: ['Llegó con moho en la parte de la pezuña.', 'Muy seco, no parece de la curación indicada.'],
  },
  hamTools: {
    good: [
      'Sujeta el jamón perfecto, nada se mueve al cortar.',
      'El cuchillo corta lonchas finísimas.',
      'Madera de calidad y bien acabado.',
    ],
    mixed: ['Cumple, aunque ocupa mucho en la encimera.', 'Corta bien pero hay que afilarlo a menudo.'],
    bad: ['Las piezas no encajaban bien.', 'El cuchillo llegó sin filo.'],
  },
  giftCard: {
    good: [
      'Regalo perfecto, le llegó al momento y la usó enseguida.',
      'Muy bonito el diseño, quedó muy bien como detalle.',
      'Cómodo y acertado: cada uno elige lo que quiere.',
    ],
    mixed: ['Bien, aunque tardé en encontrar dónde canjearla.', 'Correcto, el diseño podría ser más bonito.'],
    bad: [
      'El código no funcionaba al principio y tuve que escribir a atención al cliente.',
      'El sobre llegó doblado.',
    ],
  },
};

const ORDER_REMARKS: Remarks = {
  good: [
    'Entrega rápida y bien embalado.',
    'Llegó antes de lo previsto.',
    'Atención al cliente de diez.',
    'Repetiré.',
    '',
  ],
  mixed: ['El envío tardó un día más de lo indicado.', 'El embalaje era justo.', ''],
  bad: ['No lo recomiendo.', 'Tuve que pedir la devolución.', 'Atención al cliente lenta.'],
};

/** How the buyer uses it or feels about it, said without naming the product (no gender to agree with). */
const USE_REMARKS: Remarks = {
  good: [
    'Era para un regalo y acerté.',
    'Ya es la segunda vez que repito.',
    'En casa estamos encantados.',
    'Uso diario desde hace meses, sin queja.',
    'Relación calidad-precio excelente.',
    '',
    '',
  ],
  mixed: ['Por ese precio, aceptable.', 'Para uso ocasional sirve.', 'No sé si repetiría.', ''],
  bad: ['Una pena, tenía buena pinta.', 'Esperaba mucho más.', 'Para lo que cuesta, no compensa.', ''],
};

const TITLES: string[][] = [
  ['Muy decepcionado', 'No lo recomiendo', 'Mala experiencia', 'No cumple'],
  ['Mejorable', 'No me convence', 'Regular', 'Flojo'],
  ['Correcto', 'Cumple, sin más', 'Aceptable', 'Esperaba algo más'],
  ['Muy buena compra', 'Recomendable', 'Buena relación calidad-precio', 'Contento', 'Cumple con creces'],
  [
    '¡Excelente!',
    'Un acierto',
    'Muy recomendable',
    'Perfecto',
    'Mejor de lo esperado',
    'De diez',
    'Encantado',
  ],
];

/** The title and comment of a review with `stars` of a product whose kind writes like `family`. */
export function reviewText(
  family: string,
  stars: number,
  pick: <T>(items: readonly T[]) => T,
): { title: string; comment: string } {
  const mood: Mood = stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad';
  const remarks = FAMILIES[family];
  if (!remarks) throw new Error(`No review remarks for '${family}'`);
  const comment = [pick(remarks[mood]), pick(USE_REMARKS[mood]), pick(ORDER_REMARKS[mood])]
    .filter(Boolean)
    .join(' ');
  return { title: pick(TITLES[stars - 1]!), comment };
}

/** The remarks about the product itself a review of `family` may open with, for a mood. */
export function productRemarks(family: string, stars: number): readonly string[] {
  const mood: Mood = stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad';
  return FAMILIES[family]?.[mood] ?? [];
}
