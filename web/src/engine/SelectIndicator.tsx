/** The arrow at the end of a drop-down list, as Chakra's NativeSelect draws it (fieldsCss.ts). */
export function SelectIndicator() {
  return (
    <div className="select-indicator">
      <svg viewBox="0 0 24 24">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}
