import Fraction from 'fraction.js';
import { defineTemplate, type Value } from '../template';
import { fracDecimal } from '../tex';
import { marks } from './helpers';
import { WRITER_T1 } from './provenance';

/**
 * Frequencies (Hz) whose time period 1/f is a short decimal, with wavelengths in centimetres
 * that make the speed of sound in air a whole number from 330 to 355 m/s: [f, λ in cm].
 */
function setups(): [number, number][] {
  const out: [number, number][] = [];
  for (const f of [40, 50, 80, 100, 125, 200, 250])
    for (let cm = 100; cm <= 1000; cm++) {
      if ((f * cm) % 100 !== 0) continue;
      const v = (f * cm) / 100;
      if (v >= 330 && v <= 355) out.push([f, cm]);
    }
  return out;
}

const SETUPS = setups();
/** Times (tenths of a second) after which the echo is heard. */
const ECHO_TENTHS = [4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40];

const dec = (value: Fraction) => fracDecimal(value);

type Params = { f: number; cm: number; tenths: number; ask: 'distance' | 'time' };

function worked({ f, cm, tenths }: Params) {
  const lambda = new Fraction(cm, 100);
  const speed = lambda.mul(f);
  const period = new Fraction(1, f);
  const time = new Fraction(tenths, 10);
  const path = speed.mul(time);
  return { lambda, speed, period, time, path, distance: path.div(2) };
}

const result = (ask: Params['ask'], speed: Fraction, period: Fraction, third: Fraction): Value => ({
  tex: `v = ${dec(speed)}\\ \\text{m/s};\\ T = ${dec(period)}\\ \\text{s};\\ ${ask === 'distance' ? `d = ${dec(third)}\\ \\text{m}` : `t = ${dec(third)}\\ \\text{s}`}`,
  exact: speed,
});

/**
 * Class 9, Sound: a sound wave of given frequency and wavelength in air; its speed (v = fλ), its
 * time period (T = 1/f), and either how far a cliff is when the echo returns after a time, or
 * after how long the echo of a cliff at a given distance is heard. The figure is the wave's
 * displacement-distance graph with one wavelength marked.
 */
export default defineTemplate<Params>({
  id: 'sci.c9.sound.wave-speed-echo',
  // Version 2: NCERT's echo (2 s at 346 m/s) left out.
  version: 2,
  provenance: WRITER_T1,
  scope: [
    {
      curriculum: 'in-cbse',
      class: 9,
      subject: 'science',
      chapter: 'sound-waves-characteristics-and-applications',
    },
  ],
  type: 'short',
  difficulty: 'medium',
  marks: 3,
  competencies: ['apply'],
  tags: ['wave-speed', 'frequency', 'wavelength', 'time-period', 'echo'],
  minVariants: 300,
  draw: (d) => {
    const [f, cm] = d.pick('setup', SETUPS);
    const tenths = d.pick('echo', ECHO_TENTHS);
    const ask = d.pick('ask', ['distance', 'time'] as const);
    return { f, cm, tenths, ask };
  },
  constraints: [
    // The cliff's distance vt/2 has at most one decimal place.
    { id: 'distance-in-tenths', ok: (p) => Number(worked(p).distance.mul(10).d) === 1 },
    // NCERT's exercise: the echo heard after 2 s with sound at 346 m/s.
    {
      id: 'not-ncert-data',
      ok: (p) => !(p.ask === 'distance' && p.tenths === 20 && (p.f * p.cm) / 100 === 346),
    },
  ],
  answer: (p) => {
    const { speed, period, distance, time } = worked(p);
    return result(p.ask, speed, period, p.ask === 'distance' ? distance : time);
  },
  // A second method: the speed as one wavelength per time period (v = λ/T), and the echo by
  // counting waves: in time t the source sends f·t waves, whose train is f·t·λ long, there and
  // back (in floating point).
  verify: (p, answer) => {
    const lambda = p.cm / 100;
    const period = 1 / p.f;
    const speed = lambda / period;
    const t = p.tenths / 10;
    const there = (p.f * t * lambda) / 2;
    const back = (2 * there) / speed;
    const third = p.ask === 'distance' ? there : back;
    const round = (x: number, places: number) =>
      new Fraction(Math.round(x * 10 ** places), 10 ** places);
    const expected = result(p.ask, round(speed, 2), round(period, 6), round(third, 2));
    return answer.tex === expected.tex ? true : `v = λ/T and counting waves give ${expected.tex}`;
  },
  text: (p, language) => {
    const { lambda, speed, period, time, path, distance } = worked(p);
    const hi = language === 'hi';
    const vSolve = `v = f\\lambda = ${p.f} \\times ${dec(lambda)} = ${dec(speed)}\\ \\text{m/s}`;
    const tSolve = `T = \\frac{1}{f} = \\frac{1}{${p.f}} = ${dec(period)}\\ \\text{s}`;
    const toAndFro = `2d = v \\times t = ${dec(speed)} \\times ${dec(time)} = ${dec(path)}\\ \\text{m}`;
    const dSolve = `d = \\frac{${dec(path)}}{2} = ${dec(distance)}\\ \\text{m}`;
    const twice = `2d = 2 \\times ${dec(distance)} = ${dec(path)}\\ \\text{m}`;
    const tEcho = `t = \\frac{2d}{v} = \\frac{${dec(path)}}{${dec(speed)}} = ${dec(time)}\\ \\text{s}`;
    const partC = hi
      ? p.ask === 'distance'
        ? `(c) एक खड़ी चट्टान के सामने खड़ा एक व्यक्ति यही ध्वनि उत्पन्न करता है और उसकी प्रतिध्वनि $${dec(time)}$ s बाद सुनता है। चट्टान व्यक्ति से कितनी दूर है?`
        : `(c) एक व्यक्ति एक खड़ी चट्टान से $${dec(distance)}$ m दूर खड़ा होकर यही ध्वनि उत्पन्न करता है। वह कितने समय बाद प्रतिध्वनि सुनेगा?`
      : p.ask === 'distance'
        ? `(c) A person standing in front of a cliff produces this sound and hears its echo $${dec(time)}$ s later. How far is the cliff from the person?`
        : `(c) A person standing $${dec(distance)}$ m from a cliff produces this sound. After how long will the person hear its echo?`;
    const third = p.ask === 'distance' ? `$${dec(distance)}$ m` : `$${dec(time)}$ s`;
    const stepC = hi
      ? p.ask === 'distance'
        ? `(c) ध्वनि चट्टान तक जाकर लौटती है, अतः वह $${dec(time)}$ s में $2d$ दूरी तय करती है: $${toAndFro}$, अतः $${dSolve}$ ${marks(1, language)}`
        : `(c) ध्वनि चट्टान तक जाकर लौटती है, अतः वह $${twice}$ दूरी तय करती है: $${tEcho}$ ${marks(1, language)}`
      : p.ask === 'distance'
        ? `(c) The sound goes to the cliff and comes back, covering $2d$ in $${dec(time)}$ s: $${toAndFro}$, so $${dSolve}$ ${marks(1, language)}`
        : `(c) The sound goes to the cliff and comes back, covering $${twice}$: $${tEcho}$ ${marks(1, language)}`;
    return hi
      ? {
          stem: `वायु में $${p.f}$ Hz आवृत्ति की एक ध्वनि तरंग की तरंगदैर्ध्य $${dec(lambda)}$ m है, जैसा कि विस्थापन-दूरी ग्राफ़ में दिखाया गया है। ज्ञात कीजिए (a) वायु में ध्वनि की चाल, (b) तरंग का आवर्तकाल। ${partC}`,
          answer: `(a) $${dec(speed)}$ m/s (b) $${dec(period)}$ s (c) ${third}`,
          steps: [
            `(a) $${vSolve}$ ${marks(1, language)}`,
            `(b) $${tSolve}$ ${marks(1, language)}`,
            stepC,
          ],
        }
      : {
          stem: `A sound wave of frequency $${p.f}$ Hz has a wavelength of $${dec(lambda)}$ m in air, as shown in the displacement-distance graph. Find (a) the speed of sound in air and (b) the time period of the wave. ${partC}`,
          answer: `(a) $${dec(speed)}$ m/s (b) $${dec(period)}$ s (c) ${third}`,
          steps: [
            `(a) $${vSolve}$ ${marks(1, language)}`,
            `(b) $${tSolve}$ ${marks(1, language)}`,
            stepC,
          ],
        };
  },
  figure: ({ cm }) => {
    const lambda = cm / 100;
    const amplitude = 1.5;
    const span = 2 * lambda;
    const samples = 96;
    const through: [number, number][] = Array.from({ length: samples + 1 }, (_, i) => {
      const x = (span * i) / samples;
      const y = amplitude * Math.sin((2 * Math.PI * x) / lambda);
      return [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];
    });
    const crest1 = lambda / 4;
    const crest2 = (5 * lambda) / 4;
    const level = 2.1;
    const label = `λ = ${fracDecimal(new Fraction(cm, 100))} m`;
    return {
      size: 'wide',
      alt: {
        en: `A displacement-distance graph of the wave: a sine curve over two wavelengths. The distance between two neighbouring crests, one wavelength, is marked as ${fracDecimal(new Fraction(cm, 100))} m.`,
        hi: `तरंग का विस्थापन-दूरी ग्राफ़: दो तरंगदैर्ध्य तक फैला एक ज्या वक्र। दो पास के शृंगों के बीच की दूरी, अर्थात् एक तरंगदैर्ध्य, ${fracDecimal(new Fraction(cm, 100))} m अंकित है।`,
      },
      geometry: {
        axes: {
          x: [0, Math.ceil(span + 0.4)],
          y: [-2, 2],
          graph: true,
          every: span > 10 ? 2 : 1,
          labels: ['x (m)', 'y'],
        },
        points: {
          A: { at: [crest1, level], hidden: true },
          B: { at: [crest2, level], hidden: true },
          M: { at: [(crest1 + crest2) / 2, level], hidden: true },
          P: { at: [crest1, amplitude], hidden: true },
          Q: { at: [crest2, amplitude], hidden: true },
          A1: { at: [crest1, level + 0.25], hidden: true },
          B1: { at: [crest2, level + 0.25], hidden: true },
        },
        curves: [{ through }],
        segments: [
          { ends: ['P', 'A1'], dashed: true },
          { ends: ['Q', 'B1'], dashed: true },
          { ends: ['M', 'A'], arrow: true },
          { ends: ['M', 'B'], arrow: true },
        ],
        texts: [{ at: [(crest1 + crest2) / 2, level + 0.55], text: label }],
      },
    };
  },
  fingerprint: ({ f, cm, tenths, ask }) => `${f}|${cm}|${tenths}|${ask}`,
});
