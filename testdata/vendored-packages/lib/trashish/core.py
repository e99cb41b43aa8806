"""A copy of a third-party package, put on sys.path by the project
(`sys.path.insert(0, 'lib')`): not the project's code, read but not reported on."""
import trashish


def lookup(key):
    try:
        return trashish.fetch(key)
    except:
        pass
