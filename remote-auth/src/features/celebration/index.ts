export { Celebration, type CelebrationProps } from './components/celebration';
