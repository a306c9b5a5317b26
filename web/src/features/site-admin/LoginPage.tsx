import { PageBanner } from '../../components/PageBanner.tsx';

/**
 * `/login` (spec 2.10). Site-administration sign-in arrives with the site-administration issue;
 * until then the page says so plainly instead of showing a form that does nothing.
 */
export function LoginPage() {
  return (
    <>
      <PageBanner title="Login" />
      <div className="container section prose">
        <p>Site administration sign-in is being set up.</p>
        <p>Contact the organization for login details</p>
      </div>
    </>
  );
}
