/**
 * The seed's Spanish catalogue: each themed shop (spec §9 ids), its subcategories two levels deep,
 * and for each leaf the nouns its products are named after. Invariable adjectives and colours keep
 * generated names grammatical.
 */
export interface LeafSpec {
  name: string;
  nouns: string[];
  sizes?: string[];
}
export interface SubcategorySpec {
  name: string;
  leaves: LeafSpec[];
}
export interface ShopSpec {
  id: number;
  name: string;
  slug: string;
  adult?: boolean;
  weight: [number, number];
  price: [number, number];
  subcategories: SubcategorySpec[];
}

export const SHOPS: ShopSpec[] = [
  {
    id: 10047, name: 'Cocina', slug: 'cocina', weight: [0.2, 4], price: [4, 180],
    subcategories: [
      { name: 'Sartenes y cazos', leaves: [
        { name: 'Sartenes antiadherentes', nouns: ['Sartén antiadherente', 'Sartén honda', 'Wok antiadherente'], sizes: ['20 cm', '24 cm', '28 cm', '32 cm'] },
        { name: 'Cazos y ollas', nouns: ['Cazo', 'Olla', 'Cacerola'], sizes: ['16 cm', '20 cm', '24 cm'] },
        { name: 'Ollas a presión', nouns: ['Olla a presión', 'Olla rápida'], sizes: ['4 l', '6 l', '8 l'] },
      ] },
      { name: 'Menaje de mesa', leaves: [
        { name: 'Vajillas', nouns: ['Vajilla', 'Juego de platos', 'Plato llano', 'Plato hondo'], sizes: ['12 piezas', '18 piezas', '6 piezas'] },
        { name: 'Cuberterías', nouns: ['Cubertería', 'Juego de cucharas', 'Juego de tenedores'], sizes: ['24 piezas', '16 piezas'] },
        { name: 'Cristalería', nouns: ['Copa de vino', 'Vaso', 'Jarra'], sizes: ['35 cl', '45 cl', '1 l'] },
      ] },
      { name: 'Utensilios de cocina', leaves: [
        { name: 'Cuchillos', nouns: ['Cuchillo cebollero', 'Cuchillo jamonero', 'Juego de cuchillos'], sizes: ['15 cm', '20 cm', '25 cm'] },
        { name: 'Tablas de cortar', nouns: ['Tabla de cortar', 'Tabla de servir'], sizes: ['30 x 20 cm', '40 x 30 cm'] },
        { name: 'Moldes de repostería', nouns: ['Molde de bizcocho', 'Molde de tarta', 'Bandeja de horno'], sizes: ['22 cm', '26 cm'] },
      ] },
      { name: 'Pequeño electrodoméstico', leaves: [
        { name: 'Cafeteras', nouns: ['Cafetera italiana', 'Cafetera de goteo', 'Cafetera de émbolo'], sizes: ['3 tazas', '6 tazas', '12 tazas'] },
        { name: 'Batidoras', nouns: ['Batidora de vaso', 'Batidora de mano'], sizes: ['600 W', '1000 W'] },
      ] },
    ],
  },
  {
    id: 10000, name: 'Bebidas', slug: 'bebidas', adult: true, weight: [0.4, 2.5], price: [5, 120],
    subcategories: [
      { name: 'Vinos', leaves: [
        { name: 'Vino tinto', nouns: ['Vino tinto crianza', 'Vino tinto reserva', 'Vino tinto joven'], sizes: ['75 cl', '1,5 l'] },
        { name: 'Vino blanco', nouns: ['Vino blanco verdejo', 'Vino blanco albariño'], sizes: ['75 cl'] },
        { name: 'Cava y espumosos', nouns: ['Cava brut nature', 'Cava rosado', 'Espumoso'], sizes: ['75 cl'] },
      ] },
      { name: 'Licores', leaves: [
        { name: 'Ginebra', nouns: ['Ginebra', 'Ginebra destilada'], sizes: ['70 cl', '1 l'] },
        { name: 'Ron', nouns: ['Ron añejo', 'Ron blanco'], sizes: ['70 cl', '1 l'] },
        { name: 'Vermut', nouns: ['Vermut rojo', 'Vermut blanco'], sizes: ['1 l'] },
      ] },
      { name: 'Accesorios de bebidas', leaves: [
        { name: 'Sacacorchos', nouns: ['Sacacorchos', 'Abrebotellas'], sizes: ['clásico', 'de palanca'] },
        { name: 'Decantadores', nouns: ['Decantador', 'Aireador de vino'], sizes: ['1 l', '1,5 l'] },
      ] },
    ],
  },
  {
    id: 10011, name: 'Electrónica', slug: 'electronica', weight: [0.05, 3], price: [6, 400],
    subcategories: [
      { name: 'Audio', leaves: [
        { name: 'Auriculares', nouns: ['Auriculares inalámbricos', 'Auriculares de diadema', 'Auriculares deportivos'] },
        { name: 'Altavoces', nouns: ['Altavoz bluetooth', 'Barra de sonido', 'Altavoz portátil'] },
      ] },
      { name: 'Hogar conectado', leaves: [
        { name: 'Enchufes inteligentes', nouns: ['Enchufe inteligente', 'Regleta inteligente'] },
        { name: 'Iluminación inteligente', nouns: ['Bombilla inteligente', 'Tira led', 'Lámpara led'] },
        { name: 'Cámaras de vigilancia', nouns: ['Cámara de vigilancia', 'Videoportero'] },
      ] },
      { name: 'Accesorios móviles', leaves: [
        { name: 'Cargadores', nouns: ['Cargador rápido', 'Cargador inalámbrico', 'Batería externa'], sizes: ['20 W', '65 W', '10000 mAh'] },
        { name: 'Fundas', nouns: ['Funda de silicona', 'Funda de piel', 'Protector de pantalla'] },
      ] },
    ],
  },
  {
    id: 10153, name: 'Mascotas', slug: 'mascotas', weight: [0.1, 15], price: [3, 150],
    subcategories: [
      { name: 'Perros', leaves: [
        { name: 'Comederos para perros', nouns: ['Comedero doble', 'Comedero antivoracidad', 'Bebedero'], sizes: ['S', 'M', 'L'] },
        { name: 'Camas para perros', nouns: ['Cama ortopédica', 'Colchoneta', 'Cojín'], sizes: ['60 cm', '80 cm', '100 cm'] },
        { name: 'Pienso para perros', nouns: ['Pienso para perro adulto', 'Pienso para cachorro'], sizes: ['3 kg', '12 kg'] },
      ] },
      { name: 'Gatos', leaves: [
        { name: 'Rascadores', nouns: ['Rascador', 'Árbol rascador'], sizes: ['60 cm', '120 cm'] },
        { name: 'Arena para gatos', nouns: ['Arena aglomerante', 'Arena de sílice'], sizes: ['5 l', '10 l'] },
      ] },
      { name: 'Peces y pájaros', leaves: [
        { name: 'Acuarios', nouns: ['Acuario', 'Filtro de acuario'], sizes: ['30 l', '60 l'] },
        { name: 'Jaulas', nouns: ['Jaula para pájaros', 'Comedero para pájaros'] },
      ] },
    ],
  },
  {
    id: 10154, name: 'Bricolaje', slug: 'bricolaje', weight: [0.1, 12], price: [3, 350],
    subcategories: [
      { name: 'Herramientas eléctricas', leaves: [
        { name: 'Taladros', nouns: ['Taladro percutor', 'Taladro atornillador'], sizes: ['18 V', '600 W', '800 W'] },
        { name: 'Sierras', nouns: ['Sierra de calar', 'Sierra circular'], sizes: ['500 W', '1200 W'] },
        { name: 'Lijadoras', nouns: ['Lijadora orbital', 'Lijadora de banda'] },
      ] },
      { name: 'Herramientas manuales', leaves: [
        { name: 'Destornilladores', nouns: ['Juego de destornilladores', 'Destornillador de precisión'], sizes: ['6 piezas', '12 piezas'] },
        { name: 'Martillos', nouns: ['Martillo de carpintero', 'Maza'] },
        { name: 'Llaves', nouns: ['Llave inglesa', 'Juego de llaves Allen', 'Llave de vaso'] },
      ] },
      { name: 'Ferretería', leaves: [
        { name: 'Tornillería', nouns: ['Caja de tornillos', 'Tacos de nailon', 'Juego de tuercas'], sizes: ['100 piezas', '250 piezas'] },
        { name: 'Cerraduras', nouns: ['Cerradura de seguridad', 'Candado', 'Bombín'] },
      ] },
      { name: 'Pintura', leaves: [
        { name: 'Pintura para paredes', nouns: ['Pintura plástica', 'Esmalte al agua'], sizes: ['750 ml', '4 l', '15 l'] },
        { name: 'Brochas y rodillos', nouns: ['Brocha', 'Rodillo', 'Kit de pintura'] },
      ] },
    ],
  },
  {
    id: 10155, name: 'Asayaor', slug: 'asayaor', weight: [0.3, 8], price: [10, 220],
    subcategories: [
      { name: 'Barbacoas', leaves: [
        { name: 'Barbacoas portátiles', nouns: ['Barbacoa portátil', 'Parrilla plegable'] },
        { name: 'Accesorios de barbacoa', nouns: ['Pinzas de barbacoa', 'Cepillo de parrilla'] },
      ] },
      { name: 'Protección de mascotas', leaves: [
        { name: 'Catblock', nouns: ['Catblock', 'Pack de 4 catblocks'] },
      ] },
    ],
  },
  {
    id: 10190, name: 'Jamoval', slug: 'jamoval', weight: [0.1, 9], price: [6, 450],
    subcategories: [
      { name: 'Jamones', leaves: [
        { name: 'Jamón ibérico', nouns: ['Jamón ibérico de cebo', 'Jamón ibérico de bellota'], sizes: ['7 kg', '8 kg'] },
        { name: 'Paletas', nouns: ['Paleta ibérica', 'Paleta de cebo'], sizes: ['4,5 kg', '5 kg'] },
      ] },
      { name: 'Loncheados', leaves: [
        { name: 'Sobres de jamón', nouns: ['Jamón ibérico loncheado', 'Lomo ibérico loncheado'], sizes: ['100 g', '200 g'] },
        { name: 'Embutidos', nouns: ['Chorizo ibérico', 'Salchichón ibérico'], sizes: ['250 g', '500 g'] },
      ] },
      { name: 'Accesorios jamoneros', leaves: [
        { name: 'Jamoneros', nouns: ['Jamonero giratorio', 'Soporte jamonero'] },
      ] },
    ],
  },
  {
    id: 10197, name: 'Tarjetas regalo', slug: 'tarjetas-regalo', weight: [0.01, 0.05], price: [10, 200],
    subcategories: [
      { name: 'Tarjetas regalo por importe', leaves: [
        { name: 'Tarjetas de 25 a 50 €', nouns: ['Tarjeta regalo'], sizes: ['25 €', '50 €'] },
        { name: 'Tarjetas de 100 € o más', nouns: ['Tarjeta regalo'], sizes: ['100 €', '150 €', '200 €'] },
      ] },
      { name: 'Tarjetas regalo temáticas', leaves: [
        { name: 'Tarjetas de cumpleaños', nouns: ['Tarjeta regalo de cumpleaños'] },
        { name: 'Tarjetas de Navidad', nouns: ['Tarjeta regalo de Navidad'] },
      ] },
    ],
  },
];

/** The main catalogue (spec §9: 9999), a child of the root with no products of its own. */
export const CATALOGUE = { id: 9999, name: 'Catálogo', slug: 'catalogo' };

export const ADJECTIVES = ['premium', 'profesional', 'esencial', 'elegante', 'resistente', 'original', 'natural', 'deluxe'];
export const COLOURS = ['negro', 'blanco', 'gris', 'azul', 'verde', 'rojo', 'beige', 'marrón'];

/** Brands: index 30 is Asayaor, whose id must be 7180 (spec §2: /b-asayaor-7180). */
export const BRAND_FIRST_ID = 7150;
export const BRANDS = [
  'Cocinex', 'Menajia', 'Fuego Lento', 'Vajillas del Sur', 'Hogar Castellano', 'Bodegas Ribera', 'Viñas del Duero',
  'Destilería Norte', 'Sonora', 'Voltix', 'Casa Clara', 'Lumia', 'Cargamax', 'Canino Feliz', 'Michi', 'Acuaviva',
  'Herramientas Titán', 'Ferrox', 'Pinturas Brisa', 'Tornillos Vega', 'Dehesa Real', 'Ibéricos Montaraz',
  'Corte Fino', 'Regalia', 'Mesa y Mantel', 'Vinoteca', 'Perrera Norte', 'Bricomax', 'Alba Home', 'Cristal Fino',
  'Asayaor', 'Jamoval', 'Sierra Alta', 'Cuchillería Albacete', 'Café Origen', 'Tecnova', 'Mascotín', 'Obrador',
  'Luz de Mar', 'Dulce Horno',
];

export const AUTHORS = ['Lucía', 'Carmen', 'Javier', 'Marta', 'Pablo', 'Elena', 'Andrés', 'Sofía', 'Diego', 'Paula', 'Raúl', 'Nuria'];
export const RATING_TEXTS: { rating: number; title: string; comment: string }[] = [
  { rating: 5, title: 'Muy contento con la compra', comment: 'Llegó en dos días y bien embalado. La calidad es mejor de lo que esperaba.' },
  { rating: 5, title: 'Repetiré', comment: 'Tal como se describe. El seguimiento por WhatsApp es muy cómodo.' },
  { rating: 4, title: 'Buena relación calidad-precio', comment: 'Cumple perfectamente. Le quito una estrella porque el envío tardó un poco.' },
  { rating: 4, title: 'Recomendable', comment: 'Buen producto y buena atención. Lo volvería a comprar.' },
  { rating: 3, title: 'Correcto', comment: 'Está bien, aunque esperaba algo más de acabado.' },
  { rating: 5, title: 'Un regalo perfecto', comment: 'Lo compré para regalar y ha encantado. Presentación impecable.' },
  { rating: 2, title: 'Mejorable', comment: 'El producto es correcto pero llegó con la caja dañada.' },
  { rating: 5, title: 'Excelente', comment: 'Calidad de primera. Se nota la diferencia con otras marcas.' },
];
