import type { SiteContent } from '../contract/content-schema';

/**
 * Everything the page says about its owner. In sample/, this is folio's sample owner, shown until
 * there is a content/site.ts: make it yours with `cp -r sample content` (or
 * `npm run import -- resume.json`), then edit content/site.ts (and content/images/) and run
 * `npm run check:content` for a quick check or `npm run build` to see it on the page. sample/ is
 * folio's and an update may change it; content/ is yours and folio never touches it
 * (docs/updating.md).
 */
export const site: SiteContent = {
  siteUrl: 'https://alex-rivera.example.com',
  lang: 'en',
  // The CV's paper: this owner is job hunting in the US.
  paper: 'letter',
  owner: {
    name: 'Alex Rivera',
    initials: 'AR',
    jobTitle: 'Software Engineer',
    greeting: "Hi, I'm",
    techLine: 'React, Next, Java, SpringBoot',
    intro:
      'Software engineer with almost 3 years of experience building web products end to end. ' +
      'On the front end I ship accessible interfaces with React, TypeScript, Next.js, Material UI and Tailwind; ' +
      'on the back end I have built healthcare services in Scala and Java. ' +
      'I am at home with REST APIs, relational databases, Cypress, Git and GraphQL.',
    yearsOfExperience: 3,
    avatar: { name: 'avatar', alt: 'Illustrated portrait of Alex Rivera', width: 480, height: 480 },
    email: 'alex.rivera@example.com',
    phone: '+1 (512) 555-0142',
    city: 'Austin, Texas, USA',
    availability: 'Available for full-time W-2 employment',
    goal: 'Looking for a full-stack developer position',
  },
  socials: [
    { kind: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/alex-rivera-dev' },
    { kind: 'github', label: 'GitHub', url: 'https://github.com/alex-rivera-dev' },
    { kind: 'x', label: 'X (Twitter)', url: 'https://x.com/alexrivera_dev' },
  ],
  nav: [
    { name: 'Home', path: 'home' },
    { name: 'Skills', path: 'skills' },
    { name: 'Works', path: 'work' },
    { name: 'Contact', path: 'contact' },
  ],
  // Ids repeat (2 appears twice) as in the original data; the page keys cards by name, not id.
  skills: [
    { id: 1, name: 'JavaScript', percentage: 85, category: 'FrontEnd', description: 'Modern ES2023, async patterns, the DOM and browser APIs without a framework.' },
    { id: 2, name: 'TypeScript', percentage: 85, category: 'FrontEnd', description: 'Strict types across front and back end, generics and schema-driven APIs.' },
    { id: 3, name: 'Java', percentage: 80, category: 'BackEnd', description: 'Services with Java 17: collections, streams, concurrency and testing with JUnit.' },
    { id: 4, name: 'React', percentage: 85, category: 'FrontEnd', description: 'Hooks, server rendering, accessible components and performance profiling.' },
    { id: 5, name: 'Next', percentage: 75, category: 'FrontEnd', description: 'App Router, static and server rendering, API routes and image optimisation.' },
    { id: 2, name: 'Scala', percentage: 75, category: 'BackEnd', description: 'Functional healthcare back ends with case classes, pattern matching and Akka.' },
    { id: 6, name: 'SpringBoot', percentage: 85, category: 'BackEnd', description: 'REST services with Spring Data JPA, Spring Security and integration tests.' },
    { id: 7, name: 'Node.js', percentage: 75, category: 'BackEnd', description: 'HTTP APIs with Express and Hono, streams, queues and SQL databases.' },
    { id: 8, name: 'Python', percentage: 70, category: 'BackEnd', description: 'Scripts, data wrangling and small Flask services for internal tools.' },
    { id: 9, name: 'Git', percentage: 90, category: 'Others', description: 'Clean history, code review, rebasing and CI workflows on GitHub.' },
    { id: 10, name: 'Docker', percentage: 80, category: 'Others', description: 'Multi-stage images, Compose for local stacks and lean production builds.' },
  ],
  projects: [
    {
      id: 1,
      image: { name: 'project-phone-case', alt: 'Screenshot of the CaseCraft phone-case store', width: 800, height: 500 },
      category: 'Ecommerce',
      title: 'CaseCraft: custom phone cases',
      link: 'https://github.com/alex-rivera-dev/casecraft',
      description: 'An e-commerce store where shoppers design their own phone case, preview it live and check out with Stripe.',
    },
    {
      id: 2,
      image: { name: 'project-store', alt: 'Screenshot of the ShopLine store front', width: 800, height: 500 },
      category: 'Ecommerce',
      title: 'ShopLine: full-stack store',
      link: 'https://github.com/alex-rivera-dev/shopline',
      description: 'A general e-commerce store with a Java and Spring Boot back end, cart, orders and an admin dashboard.',
    },
    {
      id: 3,
      image: { name: 'project-news', alt: 'Screenshot of the Dispatch news portal', width: 800, height: 500 },
      category: 'Development',
      title: 'Dispatch: news portal',
      link: 'https://github.com/alex-rivera-dev/dispatch',
      description: 'A news portal where users write, publish and read articles, with categories, comments and search.',
    },
    {
      id: 4,
      image: { name: 'project-real-estate', alt: 'Screenshot of the Homestead property listings', width: 800, height: 500 },
      category: 'Development',
      title: 'Homestead: real-estate microservices',
      link: 'https://github.com/alex-rivera-dev/homestead',
      description: 'A microservices back end for buying, selling and renting property: listings, offers, leases and search.',
    },
    {
      id: 5,
      image: { name: 'project-landing', alt: 'Screenshot of the Lumen landing page', width: 800, height: 500 },
      category: 'Development',
      title: 'Lumen: modern landing page',
      link: 'https://github.com/alex-rivera-dev/lumen',
      description: 'A modern UI/UX single-page app built with semantic HTML and Tailwind CSS, responsive down to 320 px.',
    },
  ],
  footer: {
    credit: 'Designed and built by Alex Rivera',
  },
  // The page's own words (section titles, buttons, form texts, the CV's headings) are folio's
  // defaults, listed with their {placeholders} in contract/words.ts. To reword any, add only those:
  //   words: { home: { downloadCv: 'Get my CV' }, footer: { rights: '© {year} {name}' } },
};
