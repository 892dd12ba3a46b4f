// /favicon.ico: pages carry the icon inline (shell/src/index.html), but browsers still ask for this address
// on pages without one (the API's docs, a JSON answer opened in a tab) and some tools always do. The same
// mark as the inline SVG, as a 32×32 PNG inside an ICO (781 bytes), so the answer is an icon, not a 404.
import type { FastifyInstance } from 'fastify';

const ICON = Buffer.from(
  'AAABAAEAICAAAAEAIAD3AgAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgGAAAAc3p69AAAAqxJREFUeJzEl19IU1Ecx7/n3qnV0mnRH8VcgT6smA1NkMKMEGTmQ2CM7KEi6iEtqIfopYeggQ891ENEUM8RtaieLEIiiMjCuLpMyGRDbbYVy02WbXM7nXNhs4269+Jtux842znne7m/77nn3N+5x4Q/cBz0VdKS2HmAtrLiIIRsxH+AUhoCiMTKG5I0X5Meb5vPaCRTsR8ac4oC7rCuGhQUGkilcdLraRzMGtjp+tBJQJ+iiKTStIubIPYjY1VikowzK9UoKjSQoKJdEBPCseIH55CaUkqPCpTwBWcMPLaJLQLDDPDYJvZrhVGw2ILaNe3N5XDuscAkkhXpapiUxO69lbjSXyvXe52L6B/wYSGW1qxrQfEJLKVotm5vWI27A/Woqy7VrGtB3Lyj7/K/xKnZOKzVZaivWyW3K9aK6G6rwuinGOa+J1V13QY4Q8NReX6bbGa5XVZKcKCtEtNzCXyeiSvqU0zXbYDzbjwGfyCOfS0VEAQil45WC0T2zzU1XbcBDh/NyMcY9rdY5FFymrebYa0pw4u3UflpKOlUrwEOn9eh4Qjad1Wg3CzKfQ1s/kPhJCZ8v1T1v6GaB/KZ/prA4YuT8E4uZvvCkSXNej6KeSCfJtsaXL+wlY1u2ffgqwhejixo0nUZ6NxtgftMbU7Gu/3wG27eD2rSdRnoc23CqZ4N2TZPQJduzOLZ64gmfcUG2FsE99ktcq7PwFPtuat+vJ/4qaprQdFAT8e6nJt/CSVx2u3DTDChSddt4Ed0efXyVZ2/2ajpWiAOl5cqXdDrXM8+qwHP83DO5qNV122g0AgsehAGwWPzjCHBOCRmgBpogEoCEUpusVU0j2LDYvLYgnTP5qcgJ1BsKI7z2PKuMfrA/oif1fhxCQWHH05pl+RpfMJbOd/SRhzPfwMAAP//F85dEwAAAAZJREFUAwBalHg0LpqTzwAAAABJRU5ErkJggg==',
  'base64',
);

export function installFavicon(app: FastifyInstance): void {
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(ICON),
  );
}
