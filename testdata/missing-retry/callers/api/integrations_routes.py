from fastapi import APIRouter

from integrations import bugsnag_orgs

router = APIRouter()


@router.get("/integrations/bugsnag/orgs")
def bugsnag_orgs_route(token: str):
    return {"data": bugsnag_orgs.list_bugsnag_orgs(token)}


@router.get("/integrations/pagerduty/incidents")
def pagerduty_incidents_route(token: str):
    return {"data": bugsnag_orgs.fetch_pagerduty_incidents(token)}


@router.get("/integrations/sentry/projects")
def sentry_projects_route(token: str):
    from integrations import sentry_projects

    return {"data": sentry_projects.list_sentry_projects(token)}
