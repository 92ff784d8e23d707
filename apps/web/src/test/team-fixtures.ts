import { computeTrialStatus, type MeResponse, type TeamRole } from '@sangam/domain';

/** A signed-in member of Hosur FPO with the given role (issue 20). */
export const memberOf = (role: TeamRole, email = 'lakshmi@hosur.example'): MeResponse => ({
  user: { id: `u-${role}`, email, name: 'Lakshmi', emailVerified: true, language: 'en' },
  profile: {
    fullName: 'Lakshmi Devi',
    organization: null,
    phone: '+919845012345',
    onboardingCompleted: true,
  },
  fpo: {
    id: '0b6f0c1e-5d0a-4c39-9a51-2f1f6a1d7e11',
    name: 'Hosur FPO',
    phone: '+919845012345',
    address: null,
    plan: 'pro_max',
    language: 'en',
    role,
    trial: computeTrialStatus({ createdAt: new Date() }),
  },
  isAdmin: false,
  admin: null,
  upgradeWhatsappNumber: '919845012345',
  supportEmail: null,
});
