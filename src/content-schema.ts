import { z } from 'zod';

/**
 * The shape of `content/site.ts`. The build checks the owner's content against it so a typo
 * stops the build with a message that names the field, instead of shipping a broken page.
 */

const text = z.string().trim().min(1, { error: 'must not be empty' });
const httpsUrl = z
  .string()
  .refine((v) => /^https:\/\/[^\s]+$/u.test(v), { error: 'must be an absolute https:// URL' });

export const socialLinkSchema = z.object({
  /** Which icon to draw. */
  kind: z.enum(['linkedin', 'github', 'x']),
  /** Accessible name, e.g. "LinkedIn". */
  label: text,
  url: httpsUrl,
});

export const imageSchema = z.object({
  /** Base file name in content/images without size or extension, e.g. "avatar". */
  name: text.regex(/^[a-z0-9-]+$/u, { error: 'must be a kebab-case file name' }),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const skillSchema = z.object({
  id: z.number().int(),
  name: text,
  percentage: z
    .number()
    .refine((v) => v >= 0 && v <= 100, { error: (i) => `must be between 0 and 100 (got ${String(i.input)})` }),
  category: text,
  description: text,
});

export const projectSchema = z.object({
  id: z.number().int(),
  image: imageSchema,
  category: text,
  title: text,
  link: httpsUrl,
  description: text,
});

export const navItemSchema = z.object({
  name: text,
  /** In-page anchor id without the hash. */
  path: text.regex(/^[a-z][a-z0-9-]*$/u, { error: 'must be an anchor id like "skills"' }),
});

export const siteSchema = z.object({
  siteUrl: httpsUrl,
  lang: text,
  owner: z.object({
    name: text,
    initials: text,
    jobTitle: text,
    greeting: text,
    techLine: text,
    intro: text,
    yearsOfExperience: z.number().int().nonnegative(),
    avatar: imageSchema,
    email: z.email({ error: 'must be an email address' }),
    /** As shown, e.g. "+1 (512) 555-0142". */
    phone: text,
    city: text,
    availability: text,
    goal: text,
  }),
  socials: z.array(socialLinkSchema).min(1),
  nav: z.array(navItemSchema).min(1),
  skills: z.array(skillSchema).min(1),
  projects: z.array(projectSchema).min(1),
  footer: z.object({
    year: z.number().int(),
    credit: text,
  }),
});

export type SiteContent = z.infer<typeof siteSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type ImageRef = z.infer<typeof imageSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Project = z.infer<typeof projectSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
