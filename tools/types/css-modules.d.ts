/** CSS modules (`import classes from './x.module.css'`): class name → generated class name. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
