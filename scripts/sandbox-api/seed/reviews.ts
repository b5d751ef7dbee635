/**
 * What buyers write, by kind of product (a kind's `reviews` names its family) and by how happy
 * they are: a remark about the product itself, then sometimes one about the order. A review's
 * text always agrees with its stars, and with the product: a remark that says what only some
 * products of a family are or have (a non-stick coating, a battery, a size guide, slices) is
 * written only of a product whose own name and specifications say so (`productFacts`).
 */
import type { Spec } from './kinds/kind.ts';

type Mood = 'good' | 'mixed' | 'bad';
const moodOf = (stars: number): Mood => (stars >= 4 ? 'good' : stars === 3 ? 'mixed' : 'bad');
/** A remark: any product of the family, or only those whose facts match `needs` and not `unless`. */
type Remark = string | { text: string; needs: RegExp; unless?: RegExp };
type Remarks = Record<Mood, Remark[]>;

/** A remark for the products whose name and specifications match `needs` (and not `unless`). */
const when = (needs: RegExp, text: string, unless?: RegExp): Remark =>
  unless ? { text, needs, unless } : { text, needs };
/** Products whose name starts with one of these words (their kind's noun, as the name reads). */
const named = (...nouns: string[]) => new RegExp(`^(?:${nouns.join('|')})(?=\\s|$)`, 'i');

const NON_STICK = /antiadherente/i;
const INDUCTION = /inducción/i;
const NO_INDUCTION = /no inducción|inducción: no/i;
const BARE_METAL = /material: hierro$|acero al carbono/im;
const CERAMIC = /porcelana|gres|loza/i;
const GLASS = /cristal|vidrio/i;
const HAM_PIECE = /curación/i;

/** The facts a review may speak of: the product's name, then its specifications ('Material: Hierro'). */
export function productFacts(name: string, specs: readonly Spec[]): string {
  return [name, ...specs.map(([label, value]) => `${label}: ${value}`)].join('\n');
}

const FAMILIES: Record<string, Remarks> = {
  wine: {
    good: [
      'Muy buen vino para lo que cuesta; en la cena gustó a todos.',
      'Redondo y con mucha fruta, repetiré.',
      'Llegó bien embalado y a la temperatura justa para abrirlo en unos días.',
      when(named('Vino tinto'), 'Acompañó un cordero asado de maravilla.'),
      when(named('Vino blanco'), 'Fresco y aromático, perfecto con el marisco.'),
      when(named('Cava', 'Vino espumoso'), 'Burbuja fina y elegante; brindamos con él en Nochevieja.'),
    ],
    mixed: [
      'Correcto, aunque algo más ligero de lo que esperaba.',
      'Bien, pero le falta un poco de cuerpo para mi gusto.',
    ],
    bad: [
      'El corcho llegó mojado y el vino, picado.',
      when(
        /meses en barrica|fermentado en barrica/i,
        'Demasiada madera para mi gusto, no lo volvería a comprar.',
      ),
      'Llegó caliente y sabía a pasado.',
    ],
  },
  spirits: {
    good: [
      when(named('Ginebra'), 'Suave y muy aromática, ideal para gin-tonic.'),
      when(named('Ron', 'Whisky'), 'Suave y con mucho aroma; solo con un hielo está buenísimo.'),
      'Buen precio comparado con el supermercado.',
      when(/estuche/i, 'El estuche es precioso, ideal para regalar.'),
    ],
    mixed: [
      'Está bien, pero no noto gran diferencia con otras marcas más baratas.',
      'Correcto para combinados, aunque se hace algo fuerte.',
    ],
    bad: ['El tapón no cerraba bien y la etiqueta llegó manchada.', 'Demasiado alcohólico, le falta aroma.'],
  },
  beer: {
    good: [
      when(/IPA|Pale Ale/, 'Muy sabrosa, con mucho lúpulo y buena espuma.'),
      when(/trigo/i, 'La de trigo es una delicia bien fría.'),
      when(/stout|porter|tostada/i, 'Tostada y con notas de café, muy rica.'),
      when(/sin alcohol/i, 'Sabe a cerveza de verdad, ideal para cuando conduzco.'),
      when(/botellas? de/i, 'Llegaron todas las botellas perfectas y bien protegidas.'),
      when(/latas? de/i, 'Las latas llegaron sin un solo golpe.'),
    ],
    mixed: ['Buena, pero algo cara por unidad.', 'Bien, aunque esperaba más aroma.'],
    bad: [
      when(/botellas? de/i, 'Una botella llegó rota y mojó todo el paquete.'),
      when(/latas? de/i, 'Una lata llegó abollada y perdía.'),
      'Demasiado amarga para mi gusto.',
    ],
  },
  softDrinks: {
    good: [
      when(named('Zumo'), 'Sabe a fruta de verdad, a los niños les encanta.'),
      when(named('Agua'), 'Ligera y muy buena de sabor; la bebemos a diario.'),
      when(/\d+ (?:briks|botellas)|garrafa/i, 'Cómodo que te lo suban a casa, pesa mucho.'),
      'Fecha de consumo larga y buen sabor.',
    ],
    mixed: ['Bien, aunque el precio por litro no es el mejor.', 'Correcto, sin más.'],
    bad: [
      when(/brik/i, 'Un brik llegó pinchado.'),
      when(/botellas?/i, 'Una botella llegó abierta.'),
      'Venía con la fecha de consumo muy próxima.',
    ],
  },
  barTools: {
    good: [
      when(
        named('Sacacorchos', 'Abrebotellas'),
        'Abre las botellas sin esfuerzo y parece que va a durar años.',
      ),
      when(named('Coctelera'), 'Cierra perfectamente, no se sale nada al agitar.'),
      'Muy buenos acabados; se nota la calidad.',
    ],
    mixed: [
      'Cumple, aunque el acabado podría ser mejor.',
      'Funciona bien, pero en la foto parecía más grande.',
    ],
    bad: [
      when(/doble palanca/i, 'Se aflojó la bisagra a las pocas semanas.'),
      when(named('Coctelera'), 'Gotea por la tapa al agitar.'),
      when(/recargable/i, 'La batería se agota a las pocas botellas.'),
      'Llegó con un arañazo bien visible.',
    ],
  },
  tableware: {
    good: [
      when(/lavavajillas/i, 'Aguanta perfectamente el lavavajillas.', /lavavajillas: no/i),
      'Luce mucho en la mesa, justo lo que buscaba.',
      'Todo llegó sin un rasguño y muy bien embalado.',
      when(CERAMIC, 'Buen grosor y nada de desconchones.'),
      when(GLASS, 'El cristal es fino y muy transparente.'),
      when(/acero/i, 'Pesa bien en la mano y no se dobla nada.'),
    ],
    mixed: [
      when(/./, 'Bien, aunque el color es algo más claro que en la foto.', GLASS),
      'Bien, aunque pesa más de lo que esperaba.',
      'Correcto por el precio, sin más.',
    ],
    bad: [
      when(CERAMIC, 'Se desconchó el borde a los pocos lavados.'),
      when(GLASS, 'Llegó con una mella en el borde.'),
      when(/acero/i, 'Salieron manchas de óxido tras unos lavados.'),
      'Llegó con un golpe y pedí la devolución.',
    ],
  },
  audio: {
    good: [
      when(/bluetooth/i, 'Se conecta al móvil al instante y los graves son buenos.'),
      when(/autonomía: \d/i, 'Suena muy bien y la batería dura lo que dice.'),
      'Suena muy bien para lo que cuesta.',
      when(named('Auriculares'), 'Cómodos incluso después de horas.'),
      when(named('Radio'), 'Coge todas las emisoras, incluso en la cocina.'),
      when(/IPX7/, 'Se mojó en la piscina y sigue como el primer día.'),
    ],
    mixed: [
      when(
        /auriculares.*bluetooth|bluetooth.*auriculares/is,
        'El sonido está bien, pero el micrófono es flojo en llamadas.',
      ),
      when(/bluetooth/i, 'Bien por el precio, aunque la conexión se corta a veces.'),
      'Suena correcto, aunque esperaba más graves.',
    ],
    bad: [
      when(/autonomía: \d/i, 'Dejó de cargar a las tres semanas.'),
      'El sonido se distorsiona a volumen alto.',
    ],
  },
  phone: {
    good: [
      when(named('Funda'), 'Ajusta perfecta y protege bien; los botones responden.'),
      when(named('Cargador', 'Batería'), 'Carga rapidísimo, el móvil pasa del 10 al 60 % en media hora.'),
      when(/coche/i, 'Sujeta el móvil firme incluso con baches.'),
      when(/tableta/i, 'Muy estable en el escritorio, ideal para videollamadas.'),
      when(/mando/i, 'El mando funciona a varios metros; perfecto para los viajes.'),
      'Buena calidad por lo que cuesta.',
    ],
    mixed: [
      when(named('Cargador', 'Batería'), 'Cumple, aunque se calienta un poco al cargar.'),
      when(/silicona/i, 'Bien, pero coge mucha pelusa.'),
      'Cumple, sin más.',
    ],
    bad: [
      when(/compatible con/i, 'No era compatible con mi modelo aunque lo ponía.'),
      when(/ventosa/i, 'Se despega la ventosa con el calor.'),
      'Se rompió a las pocas semanas de uso.',
    ],
  },
  smartHome: {
    good: [
      when(/wi-fi/i, 'Se configura en cinco minutos con la app y funciona con el asistente de voz.'),
      when(named('Enchufe', 'Pack'), 'Muy útil para programar el termo y la calefacción.'),
      when(/visión nocturna/i, 'La imagen nocturna se ve sorprendentemente bien.'),
      when(/colores/i, 'Los colores son muy vivos, el salón ha cambiado.'),
      when(/medidor de consumo: sí/i, 'Con el medidor he visto lo que gasta de verdad la nevera.'),
      'Se maneja desde el móvil sin complicaciones.',
    ],
    mixed: ['Funciona, pero la app pide demasiados permisos.', 'Bien, aunque a veces tarda en responder.'],
    bad: [when(/wi-fi/i, 'Se desconecta del wifi cada pocos días.'), 'Imposible de emparejar con la app.'],
  },
  computer: {
    good: [
      when(named('Ratón', 'Teclado'), 'Muy cómodo y silencioso, ideal para la oficina.'),
      when(/GB/, 'Velocidad real como la anunciada.'),
      when(/con Ñ/, 'La distribución española con Ñ, como debe ser.'),
      when(/V30/, 'Graba vídeo 4K en la cámara sin cortes.'),
    ],
    mixed: [
      when(named('Ratón'), 'Bien, aunque un poco pequeño para manos grandes.'),
      when(named('Ratón'), 'Correcto, sin más; la rueda hace algo de ruido.'),
      when(/mecánicas/i, 'Las teclas suenan bastante; mejor no usarlo en una oficina en silencio.'),
      'Cumple, sin más.',
    ],
    bad: [
      'Al mes dejó de funcionar.',
      when(/GB/, 'La velocidad de escritura es muy inferior a la indicada.'),
    ],
  },
  cookware: {
    good: [
      when(NON_STICK, 'No se pega nada, ni los huevos fritos sin aceite.'),
      when(INDUCTION, 'Calienta muy uniforme en mi placa de inducción.', NO_INDUCTION),
      'Pesa lo justo y es muy manejable.',
      'Buen tamaño para toda la familia, y se limpia en un momento.',
      when(BARE_METAL, 'Con el uso ha cogido una pátina estupenda y dora la carne como ninguna.'),
      when(/acero inoxidable/i, 'El acero se ve de calidad y no ha perdido el brillo.'),
      when(/barro/i, 'Los guisos quedan como los de toda la vida.'),
      when(/raciones/i, 'El socarrat sale perfecto, incluso en el paellero.'),
      when(/presión/i, 'Las lentejas, en diez minutos; cierra con mucha seguridad.'),
    ],
    mixed: [
      'Cocina bien, aunque pesa más de lo que esperaba.',
      when(INDUCTION, 'Bien, pero en inducción tarda en calentarse.', NO_INDUCTION),
      when(BARE_METAL, 'Hay que curar bien el metal antes del primer uso; al principio se pega.'),
      when(/barro/i, 'Bonita, aunque tarda bastante en coger temperatura.'),
    ],
    bad: [
      when(NON_STICK, 'El antiadherente se rayó a los dos meses.'),
      when(/./, 'Se abombó el fondo y ya no asienta en la placa.', /barro/i),
      when(/barro/i, 'Se agrietó al segundo uso, y eso que la curé como dice.'),
      when(/acero inoxidable|material: hierro$/im, 'Se pega todo aunque le eche aceite.'),
      when(/presión/i, 'La válvula pierde vapor desde el primer día.'),
    ],
  },
  knives: {
    good: [
      'Corta como el primer día después de meses.',
      'Muy bien equilibrado, da gusto trabajar con él.',
      when(/taco de madera/i, 'El taco es de buena madera y queda muy bien en la encimera.'),
      when(/olivo/i, 'El mango de olivo es precioso.'),
    ],
    mixed: ['Corta bien, aunque pierde el filo pronto.', 'Correcto, el mango resbala un poco mojado.'],
    bad: ['Apareció óxido en la hoja al poco tiempo.', 'Llegó sin apenas filo.'],
  },
  boards: {
    good: [
      when(/madera de|bambú/i, 'Buen material, grueso y sin astillas.'),
      'Buen tamaño y no resbala en la encimera.',
      when(/canal/i, 'El canal recoge todo el jugo de la carne.'),
      when(/polietileno/i, 'No coge olores y va al lavavajillas sin problema.'),
    ],
    mixed: ['Bien, aunque es más fina de lo que esperaba.', 'Cumple, pero se mancha con la remolacha.'],
    bad: [
      when(/madera de|bambú/i, 'Se rajó al segundo lavado.'),
      when(/polietileno/i, 'Se marca enseguida con el cuchillo.'),
      'Llegó combada y cojea sobre la encimera.',
    ],
  },
  utensils: {
    good: [
      when(/apto para antiadherente: sí/i, 'No raya mis sartenes antiadherentes.'),
      'Buen tamaño y cómodo de agarrar.',
      when(/silicona/i, 'Aguanta el calor sin deformarse.'),
      when(/madera/i, 'La madera es suave y no se astilla.'),
    ],
    mixed: ['Cumple, aunque el mango es algo corto.', 'Bien, pero se mancha con el tomate.'],
    bad: [
      when(/silicona/i, 'El borde se derritió un poco en la sartén.'),
      'Se partió el mango al poco tiempo.',
    ],
  },
  storage: {
    good: [
      when(named('Táper', 'Set', 'Fiambrera'), 'Cierre hermético de verdad: nada de fugas en la mochila.'),
      when(/congelador/i, 'Va de maravilla para congelar.'),
      when(named('Bote'), 'Conserva el café como el primer día.'),
      when(/tarros/i, 'Las conservas cierran al vacío sin fallo.'),
      when(/térmica/i, 'La comida sigue caliente a mediodía.'),
      'Buena capacidad y fácil de limpiar.',
    ],
    mixed: [
      'Bien, aunque la tapa cuesta un poco de cerrar.',
      when(/junta/i, 'Cumple, pero la junta coge olor.'),
    ],
    bad: ['Llegó con la tapa rota.', when(/plástico/i, 'Al primer lavado la tapa se deformó.')],
  },
  dogGear: {
    good: [
      when(named('Cama'), 'A mi perro le encanta, no hay quien lo saque de ahí.'),
      when(/talla/i, 'La talla se corresponde con la guía, acerté a la primera.'),
      'Muy resistente y de buena calidad.',
      when(named('Comedero', 'Bebedero'), 'Fácil de limpiar y no resbala.'),
      when(named('Collar', 'Correa', 'Arnés'), 'Paseamos mucho más cómodos y ya no tira tanto.'),
      when(/filtro: carbón/i, 'Bebe mucho más desde que tiene la fuente.'),
    ],
    mixed: [
      when(/talla/i, 'Bien, aunque la talla es algo justa.'),
      'Cumple, pero tardó un poco en acostumbrarse.',
    ],
    bad: [
      when(named('Cama'), 'La destrozó en dos días.'),
      when(/funda/i, 'Las costuras se abrieron al primer lavado.'),
      'Se estropeó a las pocas semanas.',
    ],
  },
  catGear: {
    good: [
      'A mi gata le encanta desde el primer día.',
      when(/sisal/i, 'Ya no araña el sofá, solo el sisal.'),
      when(named('Arenero'), 'Se limpia en un momento y la arena no se sale.'),
      when(/hierba gatera/i, 'Con la hierba gatera se vuelve loca.'),
      when(/plumas|plumeros/i, 'Juega con las plumas durante horas.'),
    ],
    mixed: [
      'Bien, aunque tardó unos días en hacerle caso.',
      when(/altura/i, 'Cumple, pero se mueve un poco cuando salta.'),
    ],
    bad: [
      'No le duró ni dos semanas.',
      when(/sisal/i, 'El sisal se deshilacha enseguida.'),
      when(/autolimpiable/i, 'El motor se atasca con la arena.'),
    ],
  },
  aquarium: {
    good: [
      'Los peces están estupendos desde que lo tengo.',
      when(/caudal/i, 'Silencioso, y el agua está cristalina.'),
      when(/termostato/i, 'Mantiene la temperatura clavada.'),
      when(/luz LED/i, 'La luz LED resalta muchísimo a los peces.'),
    ],
    mixed: [
      'Bien, aunque las instrucciones son escasas.',
      when(/caudal/i, 'Filtra bien, pero hace algo de ruido.'),
    ],
    bad: [when(/cristal/i, 'Llegó con el cristal rayado.'), 'Dejó de funcionar al mes.'],
  },
  birdGear: {
    good: [
      when(named('Jaula'), 'Amplia y fácil de limpiar con la bandeja extraíble.'),
      when(named('Comedero'), 'Se llena de pájaros todas las mañanas.'),
      'Buena calidad por lo que cuesta.',
    ],
    mixed: ['Bien, aunque el montaje es algo lioso.'],
    bad: [
      when(named('Jaula'), 'Los barrotes se oxidaron en pocos meses.'),
      when(/madera/i, 'La madera se agrietó con la lluvia.'),
      'Llegó con piezas dobladas.',
    ],
  },
  catLitter: {
    good: [
      when(/aglomerante/i, 'Aglomera muy bien y no huele nada.'),
      'Apenas hace polvo y dura más de lo que pensaba.',
      'Mi gata la aceptó desde el primer día.',
      when(/sílice/i, 'Absorbe el olor de maravilla y dura semanas.'),
      when(/lavanda/i, 'Huele a lavanda y el cuarto de baño ya no huele a gato.'),
    ],
    mixed: [
      when(/aglomerante/i, 'Aglomera bien pero se pega a las patas.'),
      'Correcta, aunque el olor vuelve a los pocos días.',
    ],
    bad: ['El saco llegó roto y medio vacío.', 'Hace mucho polvo.'],
  },
  petFood: {
    good: [
      when(named('Pienso'), 'Se lo come con muchas ganas y tiene el pelo brillante.'),
      when(named('Pienso'), 'Buena digestión, se nota en las cacas.'),
      when(/ kg$/im, 'Buen precio por kilo para la calidad.'),
      when(/perros?\b/i, 'A mi perro le sentó genial desde el principio.'),
      when(/gatos|gatitos/i, 'A mi gato le encanta; no deja nada en el plato.'),
      when(/semillas/i, 'Semillas limpias, sin polvo, y los pájaros cantan más que nunca.'),
      when(/snack dental/i, 'Le ha quitado el mal aliento en pocas semanas.'),
    ],
    mixed: [
      when(named('Pienso'), 'Le gusta, aunque la croqueta es algo grande.'),
      'Bien, aunque le costó acostumbrarse.',
    ],
    bad: [
      'No le sentó bien y tuvimos que cambiar.',
      when(named('Pienso', 'Mezcla'), 'El saco venía con el cierre roto.'),
      when(named('Galletas', 'Premios', 'Snack'), 'La bolsa llegó abierta.'),
    ],
  },
  powerTools: {
    good: [
      when(/percutor|percusión/i, 'Potente y manejable; taladra hormigón sin problema.'),
      when(/\d × [\d,]+ Ah/, 'La batería dura toda la tarde de trabajo.'),
      when(named('Sierra', 'Multiherramienta'), 'Cortes rectos y limpios, muy contento.'),
      when(/aspiración/i, 'Deja la madera finísima y recoge casi todo el polvo.'),
      'Buena herramienta para el precio.',
    ],
    mixed: [
      'Cumple para casa, aunque vibra bastante.',
      when(/maletín/i, 'Bien, pero el maletín es de plástico endeble.'),
      when(/sin batería|no incluidas/i, 'Bien, pero hay que comprar la batería aparte.'),
    ],
    bad: [
      when(/percutor|percusión/i, 'Dejó de funcionar el percutor en la segunda semana.'),
      'A los pocos usos olía a quemado.',
    ],
  },
  handTools: {
    good: [
      when(/acero/i, 'Buen acero, no se ha doblado nada.'),
      'Para el precio, una calidad estupenda.',
      when(/medidas|apertura|puntas/i, 'Agarre cómodo y medidas exactas.'),
      when(/magnética/i, 'La punta imantada sujeta los tornillos de maravilla.'),
      when(named('Martillo'), 'Buen peso y golpea con precisión.'),
    ],
    mixed: ['Correcto para uso doméstico.', when(named('Juego'), 'Bien, aunque la caja cierra mal.')],
    bad: [
      when(/puntas/i, 'Las puntas se redondearon enseguida.'),
      when(/mango/i, 'Se rompió el mango al primer golpe fuerte.'),
      when(/ajustable/i, 'La rosca de ajuste tiene holgura desde el primer día.'),
      when(/acero|cromo/i, 'Se oxidó enseguida.'),
    ],
  },
  hardware: {
    good: [
      when(/unidades/i, 'Venían justo las unidades indicadas y todas bien.'),
      when(/ladrillo/i, 'Sujetan muy bien en ladrillo.'),
      'Muy resistente, da confianza.',
      when(/antiganzúa/i, 'Se nota la seguridad; me lo recomendó el cerrajero.'),
      when(named('Cerrojo'), 'Fácil de colocar, con todo lo necesario.'),
    ],
    mixed: [when(/llaves/i, 'Bien, aunque las llaves giran algo duras.'), 'Cumple, sin más.'],
    bad: [
      when(/^caja de \d+ tornillos/i, 'Varios tornillos venían sin rosca.'),
      'No era la medida que decía.',
      when(/combinación/i, 'La combinación se desajustó al mes.'),
    ],
  },
  paint: {
    good: [
      when(named('Pintura', 'Esmalte'), 'Cubre muy bien, con dos manos quedó perfecto.'),
      when(named('Pintura', 'Esmalte'), 'Casi no huele y seca rápido.'),
      when(named('Rodillo'), 'El rodillo no salpica nada, un acierto.'),
      when(named('Brocha'), 'No suelta pelos y reparte muy bien.'),
      when(named('Cinta'), 'Se despega limpia, sin dejar restos.'),
      'Buena calidad por lo que cuesta.',
    ],
    mixed: [
      when(named('Pintura', 'Esmalte'), 'Cubre bien, pero necesité tres manos sobre un color oscuro.'),
      when(named('Pintura', 'Esmalte'), 'Bien, aunque el bote llegó algo abollado.'),
      'Correcto, sin más.',
    ],
    bad: [
      when(named('Pintura', 'Esmalte'), 'Quedó con marcas y no cubre nada.'),
      when(named('Brocha'), 'La brocha suelta pelos sin parar.'),
      when(named('Rodillo'), 'El rodillo suelta pelusa en la pared.'),
      when(named('Cinta'), 'La pintura se coló por debajo de la cinta.'),
      'No lo recomiendo para ese precio.',
    ],
  },
  lighting: {
    good: [
      when(named('Foco'), 'Ilumina todo el patio de maravilla.'),
      when(named('Linterna'), 'Mucha luz para lo pequeña que es.'),
      when(named('Farol'), 'Ilumina toda la tienda de campaña.'),
      when(/recargable/i, 'La batería dura varias noches de acampada.'),
      'Mucha luz para lo que cuesta.',
    ],
    mixed: ['Da buena luz, aunque algo fría.', 'Bien, aunque el interruptor es algo duro.'],
    bad: [
      'Dejó de funcionar con la primera lluvia.',
      when(/recargable/i, 'La batería apenas dura una hora.'),
    ],
  },
  outdoor: {
    good: [
      when(named('Barbacoa'), 'Asamos para seis sin problema.'),
      when(named('Saco'), 'Prende rápido y aguanta toda la comida.'),
      when(named('Mesa', 'Silla', 'Pack'), 'Muy estable y cabe en el maletero.'),
      when(named('Nevera'), 'Mantiene las bebidas frías todo el día.'),
      when(named('Tienda'), 'Se monta en diez minutos y no entró ni gota con la tormenta.'),
      when(named('Colchón'), 'No pierde aire en toda la noche.'),
      'Ideal para la playa y el camping.',
    ],
    mixed: [
      'Bien, aunque pesa más de lo que pensaba.',
      when(named('Mesa', 'Silla', 'Pack', 'Barbacoa'), 'Cumple, pero las patas bailan un poco.'),
      when(named('Saco'), 'Hace algo de chispa al principio.'),
    ],
    bad: [
      when(/parrilla/i, 'Se oxidó la parrilla tras dos usos.'),
      when(named('Saco'), 'Mucho polvo y trozos pequeños en el saco.'),
      when(named('Colchón'), 'Se pinchó la primera noche.'),
      'Llegó con una pieza rota.',
    ],
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
      when(HAM_PIECE, 'Curación perfecta y muy buena infiltración.'),
      'Llegó en dos días y con una presentación preciosa; triunfamos en Navidad.',
      when(/loncheado/i, 'Las lonchas, finas y bien cortadas.'),
      when(/pimentón|picante/i, 'Con el punto justo de pimentón.'),
    ],
    mixed: [
      'Buen sabor, aunque algo salado para mi gusto.',
      when(HAM_PIECE, 'Sabe bien, pero tenía más grasa exterior de la que esperaba.'),
    ],
    bad: [
      when(HAM_PIECE, 'Llegó con moho en la parte de la pezuña.'),
      when(HAM_PIECE, 'Muy seco, no parece de la curación indicada.'),
      when(/loncheado/i, 'Las lonchas venían pegadas y rotas.'),
      'Demasiada grasa para lo que cuesta.',
    ],
  },
  hamTools: {
    good: [
      when(named('Jamonero'), 'Sujeta el jamón perfecto, nada se mueve al cortar.'),
      when(/cuchillo/i, 'El cuchillo corta lonchas finísimas.'),
      when(/madera|olivo|pino/i, 'Madera de calidad y bien acabada.'),
      when(named('Chaira'), 'Recupera el filo en un par de pasadas.'),
      'Buena calidad por lo que cuesta.',
    ],
    mixed: [
      when(named('Jamonero'), 'Cumple, aunque ocupa mucho en la encimera.'),
      when(/cuchillo/i, 'Corta bien, pero hay que afilarlo a menudo.'),
      'Correcto, sin más.',
    ],
    bad: [
      when(named('Jamonero'), 'Las piezas no encajaban bien.'),
      when(/cuchillo/i, 'El cuchillo llegó sin filo.'),
      'Se estropeó al poco tiempo.',
    ],
  },
  giftCard: {
    good: [
      when(/digital/i, 'Regalo perfecto, le llegó al momento y la usó enseguida.'),
      when(/física/i, 'La tarjeta llegó en un sobre precioso.'),
      'Muy bonito el diseño, quedó muy bien como detalle.',
      'Cómodo y acertado: cada uno elige lo que quiere.',
    ],
    mixed: ['Bien, aunque tardé en encontrar dónde canjearla.', 'Correcto, el diseño podría ser más bonito.'],
    bad: [
      'El código no funcionaba al principio y tuve que escribir a atención al cliente.',
      when(/física/i, 'El sobre llegó doblado.'),
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

/** The remarks about the product itself a review of `family` may open with, for its stars and its facts (`productFacts`). */
export function productRemarks(family: string, stars: number, facts: string): string[] {
  const remarks = FAMILIES[family];
  if (!remarks) throw new Error(`No review remarks for '${family}'`);
  return remarks[moodOf(stars)].flatMap((remark) => {
    if (typeof remark === 'string') return [remark];
    return remark.needs.test(facts) && !remark.unless?.test(facts) ? [remark.text] : [];
  });
}

/** The title and comment of a review with `stars` of a product whose kind writes like `family`. */
export function reviewText(
  family: string,
  stars: number,
  facts: string,
  pick: <T>(items: readonly T[]) => T,
): { title: string; comment: string } {
  const mood = moodOf(stars);
  const comment = [
    pick(productRemarks(family, stars, facts)),
    pick(USE_REMARKS[mood]),
    pick(ORDER_REMARKS[mood]),
  ]
    .filter(Boolean)
    .join(' ');
  return { title: pick(TITLES[stars - 1]!), comment };
}
