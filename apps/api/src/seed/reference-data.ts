// Reference data a university replaces with its own: the studies tree (branches of knowledge, then degrees,
// masters and doctorates, as Spanish universities organise them) and the profile and article tags, in
// Spanish, English and Catalan (docs/glossary.md; the Catalan as the universities of Catalonia name their
// studies: «Grau en …», «Màster en …», «Doctorat en …»).

type Titles = { es: string; en: string; ca: string }
type Node = Titles & { children?: Node[] }

const degrees = (list: [string, string, string][]): Node[] => list.map(([es, en, ca]) => ({ es, en, ca }))

const bachelors = { es: 'Grados', en: 'Bachelor’s degrees', ca: 'Graus' }
const masters = { es: 'Másteres', en: 'Master’s degrees', ca: 'Màsters' }
const doctorates = { es: 'Doctorados', en: 'Doctorates', ca: 'Doctorats' }

export const studiesTree: Node[] = [
  {
    es: 'Artes y Humanidades',
    en: 'Arts and Humanities',
    ca: 'Arts i Humanitats',
    children: [
      {
        ...bachelors,
        children: degrees([
          ['Grado en Historia', 'Bachelor’s in History', 'Grau en Història'],
          ['Grado en Filosofía', 'Bachelor’s in Philosophy', 'Grau en Filosofia'],
          ['Grado en Estudios Ingleses', 'Bachelor’s in English Studies', 'Grau en Estudis Anglesos'],
          ['Grado en Historia del Arte', 'Bachelor’s in Art History', 'Grau en Història de l’Art'],
          [
            'Grado en Traducción e Interpretación',
            'Bachelor’s in Translation and Interpreting',
            'Grau en Traducció i Interpretació',
          ],
        ]),
      },
      {
        ...masters,
        children: degrees([
          ['Máster en Patrimonio Cultural', 'Master’s in Cultural Heritage', 'Màster en Patrimoni Cultural'],
          ['Máster en Estudios Literarios', 'Master’s in Literary Studies', 'Màster en Estudis Literaris'],
        ]),
      },
    ],
  },
  {
    es: 'Ciencias',
    en: 'Sciences',
    ca: 'Ciències',
    children: [
      {
        ...bachelors,
        children: degrees([
          ['Grado en Matemáticas', 'Bachelor’s in Mathematics', 'Grau en Matemàtiques'],
          ['Grado en Física', 'Bachelor’s in Physics', 'Grau en Física'],
          ['Grado en Química', 'Bachelor’s in Chemistry', 'Grau en Química'],
          ['Grado en Biología', 'Bachelor’s in Biology', 'Grau en Biologia'],
          [
            'Grado en Ciencias Ambientales',
            'Bachelor’s in Environmental Sciences',
            'Grau en Ciències Ambientals',
          ],
        ]),
      },
      {
        ...masters,
        children: degrees([
          ['Máster en Biotecnología', 'Master’s in Biotechnology', 'Màster en Biotecnologia'],
          [
            'Máster en Matemática Computacional',
            'Master’s in Computational Mathematics',
            'Màster en Matemàtica Computacional',
          ],
        ]),
      },
      {
        ...doctorates,
        children: degrees([
          [
            'Doctorado en Química Sostenible',
            'PhD in Sustainable Chemistry',
            'Doctorat en Química Sostenible',
          ],
        ]),
      },
    ],
  },
  {
    es: 'Ciencias de la Salud',
    en: 'Health Sciences',
    ca: 'Ciències de la Salut',
    children: [
      {
        ...bachelors,
        children: degrees([
          ['Grado en Medicina', 'Bachelor’s in Medicine', 'Grau en Medicina'],
          ['Grado en Enfermería', 'Bachelor’s in Nursing', 'Grau en Infermeria'],
          ['Grado en Psicología', 'Bachelor’s in Psychology', 'Grau en Psicologia'],
          ['Grado en Fisioterapia', 'Bachelor’s in Physiotherapy', 'Grau en Fisioteràpia'],
        ]),
      },
      {
        ...masters,
        children: degrees([
          ['Máster en Salud Pública', 'Master’s in Public Health', 'Màster en Salut Pública'],
        ]),
      },
    ],
  },
  {
    es: 'Ciencias Sociales y Jurídicas',
    en: 'Social Sciences and Law',
    ca: 'Ciències Socials i Jurídiques',
    children: [
      {
        ...bachelors,
        children: degrees([
          ['Grado en Derecho', 'Bachelor’s in Law', 'Grau en Dret'],
          [
            'Grado en Administración y Dirección de Empresas',
            'Bachelor’s in Business Administration',
            'Grau en Administració i Direcció d’Empreses',
          ],
          ['Grado en Economía', 'Bachelor’s in Economics', 'Grau en Economia'],
          ['Grado en Periodismo', 'Bachelor’s in Journalism', 'Grau en Periodisme'],
          ['Grado en Educación Primaria', 'Bachelor’s in Primary Education', 'Grau en Educació Primària'],
          [
            'Grado en Comunicación Audiovisual',
            'Bachelor’s in Audiovisual Communication',
            'Grau en Comunicació Audiovisual',
          ],
        ]),
      },
      {
        ...masters,
        children: degrees([
          ['Máster en Acceso a la Abogacía', 'Master’s in Legal Practice', 'Màster en Advocacia'],
          [
            'Máster en Dirección de Empresas (MBA)',
            'Master’s in Business Administration (MBA)',
            'Màster en Direcció d’Empreses (MBA)',
          ],
        ]),
      },
    ],
  },
  {
    es: 'Ingeniería y Arquitectura',
    en: 'Engineering and Architecture',
    ca: 'Enginyeria i Arquitectura',
    children: [
      {
        ...bachelors,
        children: degrees([
          [
            'Grado en Ingeniería Informática',
            'Bachelor’s in Computer Engineering',
            'Grau en Enginyeria Informàtica',
          ],
          [
            'Grado en Ingeniería Industrial',
            'Bachelor’s in Industrial Engineering',
            'Grau en Enginyeria Industrial',
          ],
          ['Grado en Arquitectura', 'Bachelor’s in Architecture', 'Grau en Arquitectura'],
          [
            'Grado en Ingeniería de Telecomunicación',
            'Bachelor’s in Telecommunications Engineering',
            'Grau en Enginyeria de Telecomunicació',
          ],
          ['Grado en Ingeniería Civil', 'Bachelor’s in Civil Engineering', 'Grau en Enginyeria Civil'],
        ]),
      },
      {
        ...masters,
        children: degrees([
          [
            'Máster en Inteligencia Artificial',
            'Master’s in Artificial Intelligence',
            'Màster en Intel·ligència Artificial',
          ],
          [
            'Máster en Ingeniería de Telecomunicación',
            'Master’s in Telecommunications Engineering',
            'Màster en Enginyeria de Telecomunicació',
          ],
        ]),
      },
      {
        ...doctorates,
        children: degrees([
          [
            'Doctorado en Tecnologías de la Información',
            'PhD in Information Technology',
            'Doctorat en Tecnologies de la Informació',
          ],
        ]),
      },
    ],
  },
]

type TagTitles = readonly (readonly [es: string, en: string, ca: string])[]

const tagsOf = <T extends 'USER' | 'ARTICLE', G extends 'area' | 'specialty' | 'career' | null>(
  type: T,
  group: G,
  list: TagTitles,
) => list.map(([es, en, ca]) => ({ type, group, es, en, ca }))

/** USER tags by group (area, specialty, career) and ARTICLE tags (no group). */
export const tagData: ({
  type: 'USER' | 'ARTICLE'
  group: 'area' | 'specialty' | 'career' | null
} & Titles)[] = [
  ...tagsOf('USER', 'area', [
    ['Tecnología', 'Technology', 'Tecnologia'],
    ['Salud', 'Health', 'Salut'],
    ['Educación', 'Education', 'Educació'],
    ['Finanzas', 'Finance', 'Finances'],
    ['Comunicación', 'Communication', 'Comunicació'],
    ['Derecho', 'Law', 'Dret'],
    ['Industria', 'Industry', 'Indústria'],
    ['Investigación', 'Research', 'Recerca'],
  ]),
  ...tagsOf('USER', 'specialty', [
    ['Desarrollo de software', 'Software development', 'Desenvolupament de programari'],
    ['Ciencia de datos', 'Data science', 'Ciència de dades'],
    ['Marketing digital', 'Digital marketing', 'Màrqueting digital'],
    ['Recursos humanos', 'Human resources', 'Recursos humans'],
    ['Contabilidad', 'Accounting', 'Comptabilitat'],
    ['Diseño gráfico', 'Graphic design', 'Disseny gràfic'],
    ['Gestión de proyectos', 'Project management', 'Gestió de projectes'],
    ['Energías renovables', 'Renewable energy', 'Energies renovables'],
  ]),
  ...tagsOf('USER', 'career', [
    ['Primer empleo', 'First job', 'Primera feina'],
    ['Profesional junior', 'Junior professional', 'Professional júnior'],
    ['Profesional sénior', 'Senior professional', 'Professional sènior'],
    ['Dirección', 'Management', 'Direcció'],
    ['Emprendimiento', 'Entrepreneurship', 'Emprenedoria'],
  ]),
  ...tagsOf('ARTICLE', null, [
    ['Empleo', 'Jobs', 'Ocupació'],
    ['Formación', 'Training', 'Formació'],
    ['Cultura', 'Culture', 'Cultura'],
    ['Deporte', 'Sport', 'Esport'],
    ['Networking', 'Networking', 'Networking'],
    ['Investigación', 'Research', 'Recerca'],
  ]),
]
