// Readable Spanish for the demo data (the portal is Spanish first; faker's lorem is Latin): a small bank of
// phrases, combined by the demo's seeded faker, so the text stays reproducible and costs nothing to make.
import type { Faker } from '@faker-js/faker'

const pick = <T>(f: Faker, list: readonly T[]): T => f.helpers.arrayElement(list)

const tasks = [
  'coordiné un equipo de cinco personas',
  'preparé los informes mensuales para la dirección',
  'gestioné la relación con clientes y proveedores',
  'analicé datos de ventas para detectar tendencias',
  'diseñé y mantuve procesos internos más sencillos',
  'participé en la implantación de un nuevo sistema de gestión',
  'atendí consultas técnicas de usuarios de toda España',
  'organicé la formación de las nuevas incorporaciones',
  'colaboré en proyectos de investigación aplicada',
  'redacté documentación técnica y manuales de uso',
  'supervisé la calidad de los entregables del equipo',
  'llevé la planificación y el seguimiento de los proyectos',
]

const achievements = [
  'Reducimos los plazos de entrega en un 20 %.',
  'El proyecto se presentó con éxito a una convocatoria europea.',
  'Mejoramos la satisfacción de los clientes de forma notable.',
  'Aprendí a trabajar con metodologías ágiles en un entorno exigente.',
  'Gané experiencia en la negociación con grandes cuentas.',
  'Conseguimos certificar los procesos según la norma ISO 9001.',
  'La experiencia me permitió crecer en responsabilidad y autonomía.',
  'Pusimos en marcha un servicio que hoy usan miles de personas.',
]

/** Two sentences about a job: what the person did and what came of it. */
export function experienceText(f: Faker): string {
  const [first, second] = f.helpers.arrayElements(tasks, 2)
  return `En este puesto ${first} y ${second}. ${pick(f, achievements)}`
}

const projectKinds = [
  'Aplicación',
  'Plataforma',
  'Estudio',
  'Guía',
  'Observatorio',
  'Mapa',
  'Herramienta',
  'Archivo digital',
  'Prototipo',
  'Análisis',
]
const projectTopics = [
  'de movilidad urbana sostenible',
  'de reservas para bibliotecas',
  'del consumo energético en edificios públicos',
  'de rutas culturales por la ciudad',
  'de seguimiento de la calidad del aire',
  'para el voluntariado universitario',
  'de empleo joven en la comarca',
  'sobre el patrimonio industrial',
  'de accesibilidad en la web',
  'de gestión de residuos en el campus',
  'para pequeños comercios de barrio',
  'sobre hábitos de lectura',
]
const projectAims = [
  'Nació como trabajo de fin de grado y siguió creciendo después.',
  'Lo desarrollé junto a dos compañeros de promoción.',
  'Surgió de una necesidad real de una asociación local.',
  'Es un proyecto personal que mantengo en mi tiempo libre.',
  'Lo presenté en unas jornadas de innovación de la universidad.',
]
const projectDetails = [
  'Reúne datos abiertos de varias administraciones y los muestra de forma clara.',
  'Permite consultar la información desde el móvil y en cualquier momento.',
  'Incluye un panel con indicadores que se actualizan cada semana.',
  'Se ha probado con usuarios reales, que ayudaron a mejorar el diseño.',
  'El código está publicado para que otras personas puedan reutilizarlo.',
  'Combina trabajo de campo, entrevistas y análisis estadístico.',
]

export function projectName(f: Faker): string {
  return `${pick(f, projectKinds)} ${pick(f, projectTopics)}`
}

/** Two short paragraphs: how the project came about and what it does. */
export function projectText(f: Faker): string {
  const [a, b] = f.helpers.arrayElements(projectDetails, 2)
  return `${pick(f, projectAims)} ${a}\n\n${b}`
}

// Articles come in both languages: each phrase is a pair, so one draw gives the Spanish and the English.
type Pair = readonly [es: string, en: string]
const newsSubjects: readonly Pair[] = [
  ['La universidad', 'The university'],
  ['La oficina de antiguos alumnos', 'The alumni office'],
  ['El servicio de empleo', 'The careers service'],
  ['La Facultad de Ciencias', 'The Faculty of Science'],
  ['La Escuela de Ingeniería', 'The School of Engineering'],
  ['El consejo social', 'The board of trustees'],
  ['La red de mentores', 'The mentoring network'],
]
const newsActions: readonly Pair[] = [
  ['abre la convocatoria de becas de movilidad', 'opens the call for mobility grants'],
  ['presenta el nuevo programa de mentorías', 'presents the new mentoring programme'],
  ['organiza una feria de empleo con más de cien empresas', 'holds a job fair with over a hundred companies'],
  ['reconoce la trayectoria de sus egresados', 'honours the careers of its graduates'],
  [
    'firma un convenio de prácticas con empresas de la región',
    'signs an internship agreement with local firms',
  ],
  ['lanza un ciclo de charlas sobre emprendimiento', 'launches a series of talks on entrepreneurship'],
  ['publica el informe de inserción laboral', 'publishes its graduate employment report'],
  ['estrena un espacio de trabajo para antiguos alumnos', 'opens a co-working space for alumni'],
]
const eventTitles: readonly Pair[] = [
  ['Encuentro de antiguos alumnos', 'Alumni meeting'],
  ['Jornada de orientación profesional', 'Career guidance day'],
  ['Taller de preparación de entrevistas', 'Job interview workshop'],
  ['Mesa redonda sobre el futuro del empleo', 'Round table on the future of work'],
  ['Visita guiada al campus', 'Guided tour of the campus'],
  ['Cena anual de la promoción', 'Annual class dinner'],
]
/** Where an event is: the title's words and the place itself. */
const places: readonly (readonly [es: string, en: string, place: string])[] = [
  ['en Valencia', 'in Valencia', 'Palau de Congressos, Valencia'],
  ['en Madrid', 'in Madrid', 'Círculo de Bellas Artes, Madrid'],
  ['en Barcelona', 'in Barcelona', 'Auditori del Fòrum, Barcelona'],
  ['en Sevilla', 'in Seville', 'Fundación Cajasol, Sevilla'],
  ['en el campus', 'on campus', 'Aula Magna del campus'],
  ['en línea', 'online', 'En línea'],
]

export type ArticleTitle = { es: string; en: string; place: string | null }

export function articleTitle(f: Faker, type: 'NEWS' | 'EVENT'): ArticleTitle {
  if (type === 'EVENT') {
    const [title, [es, en, place]] = [pick(f, eventTitles), pick(f, places)]
    return { es: `${title[0]} ${es}`, en: `${title[1]} ${en}`, place }
  }
  const [subject, action] = [pick(f, newsSubjects), pick(f, newsActions)]
  return { es: `${subject[0]} ${action[0]}`, en: `${subject[1]} ${action[1]}`, place: null }
}

const articleOpenings: readonly Pair[] = [
  [
    'La iniciativa quiere acercar el mundo profesional a quienes acaban de terminar sus estudios.',
    'The initiative brings the working world closer to those who have just finished their studies.',
  ],
  [
    'Se trata de una propuesta que llevaba tiempo preparándose con la colaboración de empresas y entidades.',
    'The proposal has been prepared for some time together with companies and organisations.',
  ],
  [
    'La actividad está abierta a todas las personas egresadas, sea cual sea su promoción.',
    'The activity is open to every graduate, whatever their year.',
  ],
  [
    'Es la primera vez que se celebra con este formato, más práctico y participativo.',
    'It is the first time it takes this more practical and participative format.',
  ],
]
const articleMiddles: readonly Pair[] = [
  [
    'Durante la jornada habrá espacio para conocer experiencias de otros egresados y resolver dudas.',
    'During the day there will be time to hear from other graduates and ask questions.',
  ],
  [
    'Las plazas son limitadas, por lo que se recomienda inscribirse cuanto antes desde el portal.',
    'Places are limited, so it is best to sign up soon through the portal.',
  ],
  [
    'Participarán profesionales de sectores como la salud, la tecnología, la educación o la industria.',
    'Professionals from health, technology, education and industry will take part.',
  ],
  [
    'Los datos muestran que la mayoría de los titulados encuentra empleo en menos de un año.',
    'The figures show that most graduates find a job within a year.',
  ],
  [
    'El programa incluye sesiones individuales y actividades en grupo a lo largo de varias semanas.',
    'The programme includes one-to-one sessions and group activities over several weeks.',
  ],
  [
    'La oficina acompañará a cada participante antes, durante y después de la actividad.',
    'The office will support each participant before, during and after the activity.',
  ],
]
const articleClosings: readonly Pair[] = [
  [
    'Más información en la oficina de antiguos alumnos o en el correo habitual.',
    'More information from the alumni office or by the usual e-mail.',
  ],
  ['Las inscripciones pueden hacerse desde el área privada del portal.', 'You can sign up in the portal.'],
  [
    'La universidad agradece la colaboración de todas las entidades participantes.',
    'The university thanks every organisation taking part.',
  ],
  [
    'Os esperamos: será una buena ocasión para reencontrarse y ampliar la red de contactos.',
    'We look forward to seeing you: a good chance to meet again and widen your network.',
  ],
]

export type ArticleBody = { summary: string; text: string; summaryEn: string; textEn: string }

/** A summary and three paragraphs of HTML in the order of a short news piece, in both languages. */
export function articleBody(f: Faker): ArticleBody {
  const opening = pick(f, articleOpenings)
  const [a, b] = f.helpers.arrayElements(articleMiddles, 2)
  const closing = pick(f, articleClosings)
  const html = (i: 0 | 1) => `<p>${opening[i]}</p>\n<p>${a?.[i]} ${b?.[i]}</p>\n<p>${closing[i]}</p>`
  return { summary: opening[0], text: html(0), summaryEn: opening[1], textEn: html(1) }
}

const offerIntros = [
  'Buscamos una persona con ganas de aprender para incorporarse a un equipo consolidado.',
  'Nuestra empresa crece y necesita reforzar el departamento con un perfil titulado.',
  'Se ofrece un puesto estable en un entorno dinámico y con buen ambiente de trabajo.',
  'Queremos incorporar talento joven que aporte ideas nuevas a nuestros proyectos.',
]
const offerRequirements = [
  'Se valorará experiencia previa en un puesto similar.',
  'Es necesario un buen nivel de inglés, hablado y escrito.',
  'Buscamos capacidad de organización y de trabajo en equipo.',
  'Se requiere disponibilidad para viajar de forma ocasional.',
  'Conocimientos de herramientas ofimáticas a nivel avanzado.',
]
const offerBenefits = [
  'Ofrecemos formación continua, horario flexible y posibilidad de teletrabajo parcial.',
  'Incorporación inmediata, salario según valía y plan de carrera.',
  'Contrato con periodo de prueba y posibilidad real de continuidad.',
  'Seguro médico, ayuda para comida y veinticinco días de vacaciones.',
]

export function offerDescription(f: Faker): string {
  const [a, b] = f.helpers.arrayElements(offerRequirements, 2)
  return `${pick(f, offerIntros)} ${a} ${b}\n\n${pick(f, offerBenefits)}`
}

// The English text some offers also carry (an offer is written once, in Spanish and optionally English).
const offerIntrosEn = [
  'We are looking for someone eager to learn to join an established team.',
  'Our company is growing and needs a graduate to strengthen the department.',
  'A stable position in a dynamic environment with a good working atmosphere.',
  'We want to bring in young talent with fresh ideas for our projects.',
]
const offerRequirementsEn = [
  'Previous experience in a similar position is a plus.',
  'A good level of spoken and written Spanish is required.',
  'We look for organisational skills and team spirit.',
  'Occasional travel may be required.',
  'Advanced knowledge of office software.',
]
const offerBenefitsEn = [
  'We offer ongoing training, flexible hours and partial remote work.',
  'Immediate start, salary according to experience and a career plan.',
  'A contract with a trial period and a real chance of continuity.',
  'Health insurance, meal allowance and twenty-five days of holiday.',
]

export function offerDescriptionEn(f: Faker): string {
  const [a, b] = f.helpers.arrayElements(offerRequirementsEn, 2)
  return `${pick(f, offerIntrosEn)} ${a} ${b}\n\n${pick(f, offerBenefitsEn)}`
}

/**
 * Positions of the demo offers: the title and the workstation (department), in Spanish and English, and what
 * the position asks for: the studies it fits (titles of the studies tree's degrees, one is drawn), its
 * academic area and its specialty (titles of the area and specialty tags), so an offer reads coherently.
 */
export type OfferPosition = {
  title: [string, string]
  workstation: [string, string]
  studies: readonly string[]
  area: string
  specialty: string | null
}
const computing = ['Grado en Ingeniería Informática', 'Grado en Ingeniería de Telecomunicación']
const business = ['Grado en Administración y Dirección de Empresas', 'Grado en Economía']
export const offerPositions: readonly OfferPosition[] = [
  {
    title: ['Desarrollador/a full stack', 'Full-stack developer'],
    workstation: ['Desarrollo', 'Development'],
    studies: computing,
    area: 'Tecnología',
    specialty: 'Desarrollo de software',
  },
  {
    title: ['Ingeniero/a de datos', 'Data engineer'],
    workstation: ['Datos', 'Data'],
    studies: [
      'Grado en Ingeniería Informática',
      'Grado en Matemáticas',
      'Máster en Inteligencia Artificial',
      'Máster en Matemática Computacional',
    ],
    area: 'Tecnología',
    specialty: 'Ciencia de datos',
  },
  {
    title: ['Analista de sistemas', 'Systems analyst'],
    workstation: ['Sistemas', 'Systems'],
    studies: computing,
    area: 'Tecnología',
    specialty: 'Gestión de proyectos',
  },
  {
    title: ['Técnico/a de laboratorio', 'Laboratory technician'],
    workstation: ['Laboratorio', 'Laboratory'],
    studies: ['Grado en Química', 'Grado en Biología', 'Máster en Biotecnología'],
    area: 'Investigación',
    specialty: null,
  },
  {
    title: ['Enfermero/a de planta', 'Ward nurse'],
    workstation: ['Hospitalización', 'Inpatient care'],
    studies: ['Grado en Enfermería'],
    area: 'Salud',
    specialty: null,
  },
  {
    title: ['Abogado/a junior', 'Junior lawyer'],
    workstation: ['Asesoría jurídica', 'Legal'],
    studies: ['Grado en Derecho', 'Máster en Acceso a la Abogacía'],
    area: 'Derecho',
    specialty: null,
  },
  {
    title: ['Responsable de marketing digital', 'Digital marketing lead'],
    workstation: ['Marketing', 'Marketing'],
    studies: [
      'Grado en Administración y Dirección de Empresas',
      'Grado en Comunicación Audiovisual',
      'Máster en Dirección de Empresas (MBA)',
    ],
    area: 'Comunicación',
    specialty: 'Marketing digital',
  },
  {
    title: ['Contable', 'Accountant'],
    workstation: ['Administración', 'Accounting'],
    studies: business,
    area: 'Finanzas',
    specialty: 'Contabilidad',
  },
  {
    title: ['Ingeniero/a de procesos', 'Process engineer'],
    workstation: ['Producción', 'Production'],
    studies: ['Grado en Ingeniería Industrial', 'Grado en Química'],
    area: 'Industria',
    specialty: 'Gestión de proyectos',
  },
  {
    title: ['Diseñador/a gráfico/a', 'Graphic designer'],
    workstation: ['Diseño', 'Design'],
    studies: ['Grado en Comunicación Audiovisual', 'Grado en Historia del Arte'],
    area: 'Comunicación',
    specialty: 'Diseño gráfico',
  },
  {
    title: ['Profesor/a de inglés', 'English teacher'],
    workstation: ['Docencia', 'Teaching'],
    studies: ['Grado en Estudios Ingleses', 'Grado en Traducción e Interpretación'],
    area: 'Educación',
    specialty: null,
  },
  {
    title: ['Técnico/a de recursos humanos', 'HR specialist'],
    workstation: ['Personas', 'People'],
    studies: ['Grado en Psicología', 'Grado en Administración y Dirección de Empresas', 'Grado en Derecho'],
    area: 'Finanzas',
    specialty: 'Recursos humanos',
  },
  {
    title: ['Arquitecto/a técnico/a', 'Building engineer'],
    workstation: ['Obra', 'Construction'],
    studies: ['Grado en Arquitectura', 'Grado en Ingeniería Civil'],
    area: 'Industria',
    specialty: 'Gestión de proyectos',
  },
  {
    title: ['Periodista', 'Journalist'],
    workstation: ['Comunicación', 'Communication'],
    studies: ['Grado en Periodismo', 'Grado en Comunicación Audiovisual'],
    area: 'Comunicación',
    specialty: null,
  },
  {
    title: ['Economista', 'Economist'],
    workstation: ['Estudios', 'Research'],
    studies: [...business, 'Máster en Dirección de Empresas (MBA)'],
    area: 'Finanzas',
    specialty: null,
  },
  {
    title: ['Fisioterapeuta', 'Physiotherapist'],
    workstation: ['Rehabilitación', 'Rehabilitation'],
    studies: ['Grado en Fisioterapia'],
    area: 'Salud',
    specialty: null,
  },
  {
    title: ['Ingeniero/a de calidad', 'Quality engineer'],
    workstation: ['Calidad', 'Quality'],
    studies: ['Grado en Ingeniería Industrial', 'Grado en Química'],
    area: 'Industria',
    specialty: 'Gestión de proyectos',
  },
  {
    title: ['Comercial técnico/a', 'Technical sales representative'],
    workstation: ['Ventas', 'Sales'],
    studies: ['Grado en Ingeniería Industrial', 'Grado en Administración y Dirección de Empresas'],
    area: 'Industria',
    specialty: null,
  },
  {
    title: ['Investigador/a predoctoral', 'Predoctoral researcher'],
    workstation: ['I+D', 'R&D'],
    studies: [
      'Máster en Biotecnología',
      'Máster en Inteligencia Artificial',
      'Máster en Matemática Computacional',
      'Doctorado en Química Sostenible',
    ],
    area: 'Investigación',
    specialty: null,
  },
  {
    title: ['Técnico/a de energías renovables', 'Renewable energy technician'],
    workstation: ['Proyectos', 'Projects'],
    studies: ['Grado en Ingeniería Industrial', 'Grado en Ciencias Ambientales', 'Grado en Física'],
    area: 'Industria',
    specialty: 'Energías renovables',
  },
  {
    title: ['Administrador/a de sistemas', 'Systems administrator'],
    workstation: ['Sistemas', 'Systems'],
    studies: computing,
    area: 'Tecnología',
    specialty: null,
  },
]

/** Job titles of the alumni's experiences and current jobs (faker's Spanish titles are word salad). */
export const jobTitles = [
  ...offerPositions.map((p) => p.title[0]),
  'Consultor/a',
  'Jefe/a de proyecto',
  'Técnico/a de administración',
  'Auxiliar administrativo/a',
  'Maestro/a de primaria',
  'Médico/a residente',
  'Psicólogo/a clínico/a',
  'Traductor/a',
  'Gestor/a cultural',
  'Técnico/a de medio ambiente',
  'Responsable de compras',
  'Asesor/a fiscal',
  'Director/a comercial',
  'Product manager',
] as const

/** Spanish cities where the demo's people live and its offers and groups are (faker's list has typos). */
export const spanishCities = [
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Zaragoza',
  'Málaga',
  'Murcia',
  'Palma',
  'Las Palmas de Gran Canaria',
  'Bilbao',
  'Alicante',
  'Córdoba',
  'Valladolid',
  'Vigo',
  'Gijón',
  'L’Hospitalet de Llobregat',
  'Vitoria-Gasteiz',
  'A Coruña',
  'Granada',
  'Elche',
  'Oviedo',
  'Santa Cruz de Tenerife',
  'Pamplona',
  'Almería',
  'San Sebastián',
  'Santander',
  'Burgos',
  'Castellón de la Plana',
  'Albacete',
  'Salamanca',
  'Logroño',
  'Badajoz',
  'León',
  'Cádiz',
  'Tarragona',
  'Lleida',
  'Girona',
  'Cuenca',
  'Cáceres',
  'Toledo',
  'Segovia',
  'Teruel',
  'Huesca',
  'Soria',
  'Jaén',
  'Huelva',
  'Lugo',
  'Ourense',
  'Pontevedra',
  'Santiago de Compostela',
  'Alcalá de Henares',
  'Getafe',
  'San Sebastián de los Reyes',
  'El Prat de Llobregat',
] as const

/** The two fakers of the demo (context.ts): the main sequence, and `w` for the wording chosen since. */
type Fakers = { f: Faker; w: Faker }

/**
 * A Spanish city for a person, an offer, a job or a group. Faker's draw is still made, and set aside, so
 * every row seeded after it stays as it was; the city comes from `spanishCities` through `w`.
 */
export function spanishCity(ctx: Fakers): string {
  ctx.f.location.city()
  return pick(ctx.w, spanishCities)
}

/** A job title from `jobTitles`, faker's own draw set aside as `spanishCity` does. */
export function jobTitle(ctx: Fakers): string {
  ctx.f.person.jobTitle()
  return pick(ctx.w, jobTitles)
}

/** Why the alumni office sent a demo offer back to its company. */
export const reviewNotes = [
  'Indica el salario o una horquilla salarial y el horario de trabajo.',
  'La descripción es muy breve: explica las tareas del puesto y los requisitos.',
  'La fecha de incorporación no es coherente con el tipo de contrato.',
]

/** Cities of the other countries demo offers are in (Spain's are `spanishCities`). */
export const offerCities: Record<string, readonly string[]> = {
  PT: ['Lisboa', 'Oporto'],
  FR: ['París', 'Lyon', 'Toulouse'],
  DE: ['Berlín', 'Múnich'],
  IT: ['Milán', 'Roma'],
  GB: ['Londres', 'Mánchester'],
  MX: ['Ciudad de México', 'Monterrey'],
  AR: ['Buenos Aires', 'Córdoba'],
  CO: ['Bogotá', 'Medellín'],
  CL: ['Santiago de Chile'],
  US: ['Nueva York', 'Boston'],
}

const groupTopics = [
  'Emprendimiento',
  'Tecnología',
  'Salud',
  'Derecho',
  'Comunicación',
  'Investigación',
  'Deporte',
  'Cultura',
  'Sostenibilidad',
  'Finanzas',
]
const groupPurposes = [
  'Un espacio para compartir ofertas, dudas y experiencias entre profesionales del sector.',
  'Nos reunimos cada mes para hablar de proyectos y ayudarnos a crecer.',
  'Grupo abierto a egresados que quieran mantener el contacto y colaborar.',
  'Organizamos charlas, visitas y encuentros a lo largo del curso.',
]

export function groupName(f: Faker, city: string): string {
  return `${pick(f, ['Red', 'Club', 'Grupo', 'Foro'])} de ${pick(f, groupTopics)} en ${city}`
}

export function groupText(f: Faker): string {
  return pick(f, groupPurposes)
}

/** The community page's curated people of the demo (seed/demo/community.ts): role and a sentence, per language. */
export const communityDemoRoles = {
  ambassadors: [
    {
      role: { es: 'Embajadora en Londres', en: 'Ambassador in London', ca: 'Ambaixadora a Londres' },
      text: {
        es: 'Organiza los encuentros de antiguos alumnos en el Reino Unido.',
        en: 'Organises the alumni meet-ups in the United Kingdom.',
        ca: 'Organitza les trobades d’antics alumnes al Regne Unit.',
      },
    },
    {
      role: {
        es: 'Embajador en Ciudad de México',
        en: 'Ambassador in Mexico City',
        ca: 'Ambaixador a Ciutat de Mèxic',
      },
      text: {
        es: 'Te pone en contacto con empresas de América Latina.',
        en: 'Puts you in touch with companies in Latin America.',
        ca: 'Et posa en contacte amb empreses d’Amèrica Llatina.',
      },
    },
    {
      role: {
        es: 'Embajadora del sector sanitario',
        en: 'Ambassador for healthcare',
        ca: 'Ambaixadora del sector sanitari',
      },
      text: null,
    },
  ],
  careers: [
    {
      role: { es: 'Orientadora profesional', en: 'Careers adviser', ca: 'Orientadora professional' },
      text: {
        es: 'Currículum, carta de presentación y entrevistas.',
        en: 'CVs, cover letters and interviews.',
        ca: 'Currículum, carta de presentació i entrevistes.',
      },
    },
    {
      role: {
        es: 'Especialista en emprendimiento',
        en: 'Entrepreneurship specialist',
        ca: 'Especialista en emprenedoria',
      },
      text: null,
    },
  ],
  team: [
    {
      role: {
        es: 'Coordinadora de actividades y eventos',
        en: 'Activities and events coordinator',
        ca: 'Coordinadora d’activitats i esdeveniments',
      },
      text: null,
    },
  ],
} as const
