/** Original art drawn from data: player portraits and team emblems (game chunks only). */
export { Portrait } from './Portrait';
export { TeamLogo } from './TeamLogo';
export { portraitSpec, ROLES, BUILDS } from './portrait-spec';
export type { Role, Build, TeamColors, PortraitInput, PortraitSpec } from './portrait-spec';
export { logoSpec, initialsOf, LOGO_SHAPES } from './team-logo';
export type { LogoSpec, LogoShape } from './team-logo';
