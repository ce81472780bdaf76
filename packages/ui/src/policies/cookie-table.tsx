type Row = { name: string; purpose: string; duration: string }

/** The cookies the portal sets, as a table. */
export function CookieTable({
  caption,
  head,
  rows,
}: {
  caption: string
  head: [string, string, string]
  rows: Row[]
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-bold">{caption}</caption>
        <thead>
          <tr className="border-b border-secondary">
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-secondary align-top">
              <th scope="row" className="py-2 pr-4 font-mono font-normal">
                {row.name}
              </th>
              <td className="py-2 pr-4">{row.purpose}</td>
              <td className="py-2 pr-4">{row.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
