import type { ServiceIcon as IconName } from '@egresa/api-contract/content'

// The services home's icons: 24 × 24 line drawings, a few paths each (an icon library would weigh more than
// the page). The names are the contract's `serviceIcons`, which the configuration document uses.
const paths: Record<IconName, string[]> = {
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M4 21a8 8 0 0 1 16 0'],
  'id-card': [
    'M3 5h18v14H3z',
    'M9 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
    'M5.5 16a3.5 3.5 0 0 1 7 0',
    'M15 9h3M15 13h3',
  ],
  mail: ['M3 5h18v14H3z', 'm3 6 9 7 9-7'],
  book: ['M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3z', 'M4 17a3 3 0 0 1 3-3h11'],
  calendar: ['M4 5h16v15H4z', 'M4 10h16', 'M8 3v4M16 3v4'],
  chart: ['M4 20V4', 'M4 20h16', 'M8 16v-4M12 16V8M16 16v-6'],
  cloud: ['M7 18a5 5 0 1 1 1-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 8z'],
  document: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6M9 16h6'],
  tools: ['m14 7 3-3 3 3-3 3', 'M17 7 7 17', 'm4 20 3-3', 'M5 5l5 5', 'm14 14 5 5'],
  ticket: ['M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M14 7v10'],
  flask: ['M9 3h6', 'M10 3v6L4 19a1.5 1.5 0 0 0 1.3 2h13.4a1.5 1.5 0 0 0 1.3-2L14 9V3', 'M7 15h10'],
  scale: ['M12 3v18', 'M7 21h10', 'M5 7h14', 'm5 7-3 7a3 3 0 0 0 6 0z', 'm19 7-3 7a3 3 0 0 0 6 0z'],
  gift: ['M4 10h16v11H4z', 'M3 7h18v3H3z', 'M12 7v14', 'M12 7C10 3 7 4 8 7M12 7c2-4 5-3 4 0'],
  survey: ['M6 3h12v18H6z', 'M9 8l1 1 2-2', 'M14 8h2', 'M9 14l1 1 2-2', 'M14 14h2'],
  building: ['M5 21V4h14v17', 'M3 21h18', 'M9 8h1M14 8h1M9 12h1M14 12h1', 'M10 21v-4h4v4'],
  phone: ['M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2'],
  presentation: ['M3 4h18', 'M4 4v11h16V4', 'M12 15v3', 'm8 21 4-3 4 3'],
  library: ['M4 4h3v16H4zM9 4h3v16H9z', 'm14 5 3-1 4 15-3 1z'],
  pencil: ['M4 20h4L19 9l-4-4L4 16z', 'm13 7 4 4'],
  link: [
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
    'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  ],
}

/** One icon of the services home, decorative: the link's text names it. */
export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
