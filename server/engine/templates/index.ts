import type { AnyTemplate } from '../template';
import apNthTerm from './ap-nth-term';
import c10ConcaveMirrorImage from './c10-concave-mirror-image';
import c10ConvexLensImage from './c10-convex-lens-image';
import c10ElectricPowerEnergy from './c10-electric-power-energy';
import c10HcfLcmOtherNumber from './c10-hcf-lcm-other-number';
import c10LinearPairCosts from './c10-linear-pair-costs';
import c10MeanGroupedData from './c10-mean-grouped-data';
import c10ProbabilityBag from './c10-probability-bag';
import c10QuadraticRectanglePlot from './c10-quadratic-rectangle-plot';
import c10QuadraticZerosRelation from './c10-quadratic-zeros-relation';
import c10SeriesParallelCurrent from './c10-series-parallel-current';
import c6AddUnlikeFractions from './c6-add-unlike-fractions';
import c6RectangleFromPerimeter from './c6-rectangle-from-perimeter';
import c6SubtractNegative from './c6-subtract-negative';
import c7DecimalPieces from './c7-decimal-pieces';
import c7DivideFractions from './c7-divide-fractions';
import c7HcfLcm from './c7-hcf-lcm';
import c7ThinkOfANumber from './c7-think-of-a-number';
import c8LawsOfExponents from './c8-laws-of-exponents';
import c8PerfectSquareCube from './c8-perfect-square-cube';
import c8PythagorasMissingSide from './c8-pythagoras-missing-side';
import c9CylinderVolume from './c9-cylinder-volume';
import c9EvaluateWithIdentity from './c9-evaluate-with-identity';
import c9HeronAreaAndHeight from './c9-heron-area-and-height';
import c9SoundWaveSpeed from './c9-sound-wave-speed';
import c9VelocityTimeGraph from './c9-velocity-time-graph';
import c9WorkPower from './c9-work-power';
import c9ZeroOfLinearPolynomial from './c9-zero-of-linear-polynomial';
import linearEquationBothSides from './linear-equation-both-sides';

/** Every parametric template, in a fixed order. Add new templates here. */
export const templates: readonly AnyTemplate[] = [
  apNthTerm,
  linearEquationBothSides,
  // Class 6 (and the class 7 HCF and LCM, first written for class 6, kept in its place)
  c7HcfLcm,
  c6RectangleFromPerimeter,
  c6AddUnlikeFractions,
  c6SubtractNegative,
  // Class 7
  c7DivideFractions,
  c7DecimalPieces,
  c7ThinkOfANumber,
  // Class 8
  c8LawsOfExponents,
  c8PythagorasMissingSide,
  c8PerfectSquareCube,
  // Class 9
  c9ZeroOfLinearPolynomial,
  c9EvaluateWithIdentity,
  c9HeronAreaAndHeight,
  c9CylinderVolume,
  // Class 10
  c10HcfLcmOtherNumber,
  c10QuadraticZerosRelation,
  c10LinearPairCosts,
  c10QuadraticRectanglePlot,
  c10ProbabilityBag,
  c10MeanGroupedData,
  // Class 9 and 10 Science
  c9VelocityTimeGraph,
  c10ConvexLensImage,
  c10SeriesParallelCurrent,
  c10ConcaveMirrorImage,
  c10ElectricPowerEnergy,
  c9WorkPower,
  c9SoundWaveSpeed,
];
