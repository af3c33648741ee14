// The spam trap: an input named "website" that people never
// see or reach by keyboard, so only bots fill it. The server answers such a
// submission like a success and stores nothing.
export function Honeypot({ id, label = "Website" }: { id: string; label?: string }) {
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input type="text" id={id} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
