import requests
from pyramid.httpexceptions import HTTPException


def _with_detail(exc_class, message):
    return exc_class(detail=message)


# Re-raised as the same HTTPException subclass: the class is the status.
def upload_view(request, form):
    project_service = request.find_service(IProjectService)
    try:
        project = project_service.create_project(form.name.data, request.user, request)
    except HTTPException as exc:
        raise _with_detail(exc.__class__, f"upload failed: {exc.detail}") from None
    return project


def fetch_index(url):
    try:
        resp = requests.get(url, timeout=10)
        resp.raise_for_status()
        return resp.json()
    except requests.HTTPError as exc:
        raise type(exc)(f"index {url}: {exc}", response=exc.response)
