// "1 h 02 min 05 s"-style durations for the session inspector's countdown.
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(Math.abs(ms) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(seconds)} s`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}
