/**
 * Shipping, payment and ordering questions for customers in Ecuador.
 *
 * OWNER: these answers describe the usual practice of a chemical seller in Quito. Check each one
 * against your real policy (carriers, times, accepted cards, returns) before going live.
 */
export type Faq = { question: string; answer: string };
export type FaqGroup = { id: string; title: string; items: readonly Faq[] };

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'envios',
    title: 'Envíos',
    items: [
      {
        question: '¿Hacen envíos a provincias?',
        answer:
          'Sí, enviamos a todas las provincias del Ecuador por transportadora o courier. También puedes retirar tu pedido en cualquiera de nuestras sucursales.',
      },
      {
        question: '¿Cuánto tarda en llegar mi pedido?',
        answer:
          'Los pedidos confirmados antes del mediodía suelen salir el mismo día o el siguiente día laborable. En Quito y los valles la entrega toma normalmente de 24 a 48 horas; en otras provincias, de 2 a 5 días laborables según el destino y la transportadora. Te confirmamos el tiempo al cotizar.',
      },
      {
        question: '¿Cuánto cuesta el envío?',
        answer:
          'Depende del peso, el volumen y la ciudad de destino. Te indicamos el costo exacto en la cotización, antes de que pagues. Puedes evitarlo retirando en cualquiera de nuestras sucursales.',
      },
      {
        question: '¿Envían cualquier producto químico?',
        answer:
          'Algunos productos inflamables, corrosivos o sujetos a control solo pueden transportarse con condiciones especiales o con transportistas autorizados. Si tu pedido incluye uno de ellos, te explicamos las opciones de entrega disponibles.',
      },
    ],
  },
  {
    id: 'pagos',
    title: 'Pagos y facturación',
    items: [
      {
        question: '¿Qué formas de pago aceptan?',
        answer:
          'Transferencia bancaria, depósito en cuenta, tarjeta de crédito o débito y efectivo en nuestras sucursales. Las cuentas para transferir aparecen al elegir transferencia en el pago y te llegan por correo con tu pedido; para despachar un envío necesitamos el comprobante de pago.',
      },
      {
        question: '¿Emiten factura con RUC?',
        answer:
          'Sí. Emitimos factura electrónica autorizada por el SRI a nombre de tu RUC, de tu cédula o como consumidor final. Indícanos tus datos de facturación (razón social, RUC o cédula, dirección, teléfono y correo) al hacer el pedido.',
      },
      {
        question: '¿Los precios incluyen IVA?',
        answer:
          'En cada cotización detallamos el subtotal, el IVA y el total, para que sepas exactamente cuánto vas a pagar.',
      },
    ],
  },
  {
    id: 'pedidos',
    title: 'Pedidos y cotizaciones',
    items: [
      {
        question: '¿Hay un pedido mínimo?',
        answer:
          'No exigimos un monto mínimo: vendemos al por mayor y al por menor, desde presentaciones pequeñas hasta sacos, canecas y tambores. Algunos productos solo se venden en su empaque original; lo indicamos en la cotización. Para envíos a provincia conviene agrupar productos y así aprovechar el costo del flete.',
      },
      {
        question: '¿Cómo solicito una cotización?',
        answer:
          'Escríbenos por WhatsApp, llena el formulario de contacto o visítanos en una de nuestras sucursales. Indícanos los productos, las cantidades y la ciudad de entrega, y te respondemos con precios, presentaciones y disponibilidad.',
      },
      {
        question: '¿Venden productos químicos controlados?',
        answer:
          'Algunas sustancias están sujetas a control en el Ecuador. Para venderlas pedimos los documentos y autorizaciones que exige la normativa vigente. Consúltanos por el producto que necesitas y te indicamos los requisitos.',
      },
    ],
  },
  {
    id: 'seguridad',
    title: 'Seguridad y documentación',
    items: [
      {
        question: '¿Entregan hojas de seguridad y fichas técnicas?',
        answer:
          'Sí. Solicita la hoja de datos de seguridad (HDS o MSDS) y la ficha técnica de cualquier producto y te las enviamos por correo o WhatsApp. Léelas antes de usar el producto y sigue sus recomendaciones de manipulación y almacenamiento.',
      },
      {
        question: '¿Me ayudan a elegir el producto o a formular?',
        answer:
          'Sí. Nuestro equipo te orienta sobre la materia prima adecuada, su concentración y su uso seguro. También compartimos fórmulas paso a paso elaboradas con nuestros productos.',
      },
    ],
  },
  {
    id: 'devoluciones',
    title: 'Cambios y devoluciones',
    items: [
      {
        question: '¿Puedo devolver un producto?',
        answer:
          'Por seguridad y para garantizar la calidad, no aceptamos devoluciones de productos químicos abiertos, trasvasados o manipulados. Si recibes un producto equivocado, dañado o incompleto, avísanos dentro de las 48 horas siguientes a la entrega con fotos y tu número de factura, y lo reponemos o te devolvemos el valor correspondiente.',
      },
    ],
  },
];
