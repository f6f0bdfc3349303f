/** A positive number from the environment (a bench option), or `fallback`. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
}
