/** Views this version does not have yet (swap, on-ramp…): say so instead of a blank dialog. */
export function UnavailableView() {
  return (
    <div className="al-view">
      <p className="al-lead">This isn't available yet. Go back or close to continue.</p>
    </div>
  )
}
