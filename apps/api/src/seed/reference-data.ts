// Reference data a university replaces with its own: the studies tree (branches of knowledge, then degrees,
// masters and doctorates, as Spanish universities organise them) and the profile and article tags.

type Node = { es: string; en: string; children?: Node[] }

const degrees = (list: [string, string][]): Node[] => list.map(([es, en]) => ({ es, en }))

export const studiesTree: Node[] = [
  {
    es: 'Artes y Humanidades',
    en: 'Arts and Humanities',
    children: [
      {
        es: 'Grados',
        en: 'Bachelor’s degrees',
        children: degrees([
          ['Grado en Historia', 'Bachelor’s in History'],
          ['Grado en Filosofía', 'Bachelor’s in Philosophy'],
          ['Grado en Estudios Ingleses', 'Bachelor’s in English Studies'],
          ['Grado en Historia del Arte', 'Bachelor’s in Art History'],
          ['Grado en Traducción e Interpretación', 'Bachelor’s in Translation and Interpreting'],
        ]),
      },
      {
        es: 'Másteres',
        en: 'Master’s degrees',
        children: degrees([
          ['Máster en Patrimonio Cultural', 'Master’s in Cultural Heritage'],
          ['Máster en Estudios Literarios', 'Master’s in Literary Studies'],
        ]),
      },
    ],
  },
  {
    es: 'Ciencias',
    en: 'Sciences',
    children: [
      {
        es: 'Grados',
        en: 'Bachelor’s degrees',
        children: degrees([
          ['Grado en Matemáticas', 'Bachelor’s in Mathematics'],
          ['Grado en Física', 'Bachelor’s in Physics'],
          ['Grado en Química', 'Bachelor’s in Chemistry'],
          ['Grado en Biología', 'Bachelor’s in Biology'],
          ['Grado en Ciencias Ambientales', 'Bachelor’s in Environmental Sciences'],
        ]),
      },
      {
        es: 'Másteres',
        en: 'Master’s degrees',
        children: degrees([
          ['Máster en Biotecnología', 'Master’s in Biotechnology'],
          ['Máster en Matemática Computacional', 'Master’s in Computational Mathematics'],
        ]),
      },
      {
        es: 'Doctorados',
        en: 'Doctorates',
        children: degrees([['Doctorado en Química Sostenible', 'PhD in Sustainable Chemistry']]),
      },
    ],
  },
  {
    es: 'Ciencias de la Salud',
    en: 'Health Sciences',
    children: [
      {
        es: 'Grados',
        en: 'Bachelor’s degrees',
        children: degrees([
          ['Grado en Medicina', 'Bachelor’s in Medicine'],
          ['Grado en Enfermería', 'Bachelor’s in Nursing'],
          ['Grado en Psicología', 'Bachelor’s in Psychology'],
          ['Grado en Fisioterapia', 'Bachelor’s in Physiotherapy'],
        ]),
      },
      {
        es: 'Másteres',
        en: 'Master’s degrees',
        children: degrees([['Máster en Salud Pública', 'Master’s in Public Health']]),
      },
    ],
  },
  {
    es: 'Ciencias Sociales y Jurídicas',
    en: 'Social Sciences and Law',
    children: [
      {
        es: 'Grados',
        en: 'Bachelor’s degrees',
        children: degrees([
          ['Grado en Derecho', 'Bachelor’s in Law'],
          ['Grado en Administración y Dirección de Empresas', 'Bachelor’s in Business Administration'],
          ['Grado en Economía', 'Bachelor’s in Economics'],
          ['Grado en Periodismo', 'Bachelor’s in Journalism'],
          ['Grado en Educación Primaria', 'Bachelor’s in Primary Education'],
          ['Grado en Comunicación Audiovisual', 'Bachelor’s in Audiovisual Communication'],
        ]),
      },
      {
        es: 'Másteres',
        en: 'Master’s degrees',
        children: degrees([
          ['Máster en Acceso a la Abogacía', 'Master’s in Legal Practice'],
          ['Máster en Dirección de Empresas (MBA)', 'Master’s in Business Administration (MBA)'],
        ]),
      },
    ],
  },
  {
    es: 'Ingeniería y Arquitectura',
    en: 'Engineering and Architecture',
    children: [
      {
        es: 'Grados',
        en: 'Bachelor’s degrees',
        children: degrees([
          ['Grado en Ingeniería Informática', 'Bachelor’s in Computer Engineering'],
          ['Grado en Ingeniería Industrial', 'Bachelor’s in Industrial Engineering'],
          ['Grado en Arquitectura', 'Bachelor’s in Architecture'],
          ['Grado en Ingeniería de Telecomunicación', 'Bachelor’s in Telecommunications Engineering'],
          ['Grado en Ingeniería Civil', 'Bachelor’s in Civil Engineering'],
        ]),
      },
      {
        es: 'Másteres',
        en: 'Master’s degrees',
        children: degrees([
          ['Máster en Inteligencia Artificial', 'Master’s in Artificial Intelligence'],
          ['Máster en Ingeniería de Telecomunicación', 'Master’s in Telecommunications Engineering'],
        ]),
      },
      {
        es: 'Doctorados',
        en: 'Doctorates',
        children: degrees([['Doctorado en Tecnologías de la Información', 'PhD in Information Technology']]),
      },
    ],
  },
]

/** USER tags by group (area, specialty, career) and ARTICLE tags (no group). */
export const tagData: {
  type: 'USER' | 'ARTICLE'
  group: 'area' | 'specialty' | 'career' | null
  es: string
  en: string
}[] = [
  ...(
    [
      ['Tecnología', 'Technology'],
      ['Salud', 'Health'],
      ['Educación', 'Education'],
      ['Finanzas', 'Finance'],
      ['Comunicación', 'Communication'],
      ['Derecho', 'Law'],
      ['Industria', 'Industry'],
      ['Investigación', 'Research'],
    ] as const
  ).map(([es, en]) => ({ type: 'USER' as const, group: 'area' as const, es, en })),
  ...(
    [
      ['Desarrollo de software', 'Software development'],
      ['Ciencia de datos', 'Data science'],
      ['Marketing digital', 'Digital marketing'],
      ['Recursos humanos', 'Human resources'],
      ['Contabilidad', 'Accounting'],
      ['Diseño gráfico', 'Graphic design'],
      ['Gestión de proyectos', 'Project management'],
      ['Energías renovables', 'Renewable energy'],
    ] as const
  ).map(([es, en]) => ({ type: 'USER' as const, group: 'specialty' as const, es, en })),
  ...(
    [
      ['Primer empleo', 'First job'],
      ['Profesional junior', 'Junior professional'],
      ['Profesional sénior', 'Senior professional'],
      ['Dirección', 'Management'],
      ['Emprendimiento', 'Entrepreneurship'],
    ] as const
  ).map(([es, en]) => ({ type: 'USER' as const, group: 'career' as const, es, en })),
  ...(
    [
      ['Empleo', 'Jobs'],
      ['Formación', 'Training'],
      ['Cultura', 'Culture'],
      ['Deporte', 'Sport'],
      ['Networking', 'Networking'],
      ['Investigación', 'Research'],
    ] as const
  ).map(([es, en]) => ({ type: 'ARTICLE' as const, group: null, es, en })),
]
